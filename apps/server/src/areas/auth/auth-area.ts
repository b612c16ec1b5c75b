import { defineArea } from '../../platform/area.js';
import { authRoutes } from './auth-routes.js';

/** Sign-in, sign-out, the session check and password resets; its tables are the platform's. */
export const authArea = defineArea({ name: 'auth', routes: authRoutes });
