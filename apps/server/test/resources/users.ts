import { usersArea } from '../../src/areas/users/users-area.js';
import { resourceOf } from '../kit/resource.js';
import { uniqueUsername, USER_PASSWORD } from '../users-support.js';

/** The users resource as the kit's suite calls it: a new username each time. */
export const users = resourceOf(usersArea.resources.users, () => ({
  username: uniqueUsername(),
  password: USER_PASSWORD,
  firstName: 'Test',
  lastName: 'Person',
}));
