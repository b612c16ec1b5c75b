import { defineArea } from '../../platform/area.js';
import { uploadsRoutes } from './uploads-routes.js';

/** Uploads of files shown by the other areas (the media library keeps its own). */
export const uploadsArea = defineArea({ name: 'uploads', routes: uploadsRoutes });
