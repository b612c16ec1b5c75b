import { defineArea } from '../../platform/area.js';
import { departmentsStaff } from './migrations/2026-11-25-004-departments-staff.js';
import { staffRoutes } from './staff-routes.js';
import { staffSite } from './staff-site.js';
import { seedStaff } from './staff-seed.js';

/** Departments and their staff (docs/product/staff.md). */
export const staffArea = defineArea({
  name: 'departments and staff',
  migrations: { '2026-11-25-004-departments-staff': departmentsStaff },
  site: staffSite,
  routes: staffRoutes,
  seedDemo: seedStaff,
});
