import { defineArea } from '../../platform/area.js';
import { classes } from './migrations/2026-11-25-005-classes.js';
import { classesRoutes } from './classes-routes.js';
import { classesSite } from './classes-site.js';
import { seedClasses } from './classes-seed.js';

/** Classes, their subjects and homework (docs/product/classes.md). */
export const classesArea = defineArea({
  name: 'classes',
  migrations: { '2026-11-25-005-classes': classes },
  site: classesSite,
  routes: classesRoutes,
  seedDemo: seedClasses,
});
