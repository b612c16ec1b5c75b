import type { Trx } from '../../db/database.js';
import type { Actor } from '../../platform/kit/scoped-table.js';
import { seeder } from '../../platform/kit/seeding.js';
import { videos } from './videos-routes.js';

/** The demo school's video gallery, in the order the website shows it. */
export async function seedVideos(trx: Trx, school: Actor) {
  await seeder(trx, school)(videos, [
    { name: 'Welcome to Riverside High School', videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' },
    { name: 'Winter Concert Highlights', videoUrl: 'https://youtu.be/ScMzIvxBSi4' },
    { name: 'Science Fair Walkthrough', videoUrl: 'https://www.youtube.com/embed/jNQXAC9IVRw' },
    { name: 'Robotics Club at the Regional Finals', videoUrl: 'https://vimeo.com/76979871', videoSourceType: 'vimeo' },
  ]);
}
