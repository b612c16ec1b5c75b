import { defineArea } from '../../platform/area.js';
import { classes as classesTables } from './migrations/2026-11-25-005-classes.js';
import { classes, classesRoutes, subjects } from './classes-routes.js';
import { seedClasses } from './classes-seed.js';

/** Classes, their subjects and homework (docs/product/classes.md). */
export const classesArea = defineArea({
  name: 'classes',
  tables: ['classes', 'subjects', 'homeworks'],
  migrations: { '2026-11-25-005-classes': classesTables },
  routes: classesRoutes,
  resources: { classes, subjects },
  seedDemo: seedClasses,
});
