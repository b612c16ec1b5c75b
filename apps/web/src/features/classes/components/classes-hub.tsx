import { BookOpen, NotebookPen, School } from 'lucide-react';
import { LinkCards, type LinkCard } from '@/components/link-cards';

/** Where the management of classes starts: the list right below the hub. */
export const CLASS_LIST_ANCHOR = 'class-list';

/**
 * The Classes & Homeworks hub (spec 02 §2): three cards. The hub and Classes Management share
 * /classes, so the Classes card leads down to the list below it.
 */
const CARDS: LinkCard[] = [
  { title: 'Classes', description: 'Manage school classes and sections', to: `#${CLASS_LIST_ANCHOR}`, icon: School },
  { title: 'Subjects', description: 'Manage subjects and teachers', to: '/subjects', icon: BookOpen },
  { title: 'Homeworks', description: 'Manage homework assignments', to: '/homeworks', icon: NotebookPen },
];

export const ClassesHub = () => <LinkCards label="Classes & Homeworks" cards={CARDS} />;
