import { publicCases } from '../site-support.js';
import { classesArea } from '../../src/areas/classes/classes-area.js';
import { unique } from '../content-support.js';
import { resourceOf } from '../kit/resource.js';

export const schoolClasses = resourceOf(classesArea.resources.classes, () => ({ name: unique('Class'), code: 'A' }));

/**
 * Classes on the public site: the website's ACTIVE classes (every class the API makes is ACTIVE;
 * site-school.test.ts hides an INACTIVE one).
 */
export const classesOnSite = {
  ...publicCases(classesArea.name, '/classes', {
    make: (client) => schoolClasses.create(client),
    remove: (client, schoolClass) => schoolClasses.remove(client, schoolClass.id),
    onSite: (schoolClass) => ({
      path: `/classes/${schoolClass.id}`,
      text: schoolClass.name,
      api: `/classes/${schoolClass.id}`,
    }),
  }),
  api: '/classes',
};
