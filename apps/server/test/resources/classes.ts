import { classesArea } from '../../src/areas/classes/classes-area.js';
import { unique } from '../content-support.js';
import { resourceOf } from '../kit/resource.js';

export const schoolClasses = resourceOf(classesArea.resources.classes, () => ({ name: unique('Class'), code: 'A' }));
