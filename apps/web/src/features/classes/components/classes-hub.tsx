import { BookOpen, NotebookPen, School } from 'lucide-react';
import { LinkCards, type LinkCard } from '@/components/link-cards';

/** Where the management of classes starts: the list right below the hub. */
export const CLASS_LIST_ANCHOR = 'class-list';

/**
 * The Classes & Homeworks hub (docs/product/classes.md §2): three cards, each with its 'Manage ...'
 * button. The hub and Classes Management share /classes, so Manage Classes leads down to the list
 * below it.
 */
const CARDS: LinkCard[] = [
  {
    title: 'Classes',
    description: 'Manage school classes and sections',
    to: `#${CLASS_LIST_ANCHOR}`,
    icon: School,
    action: 'Manage Classes',
  },
  {
    title: 'Subjects',
    description: 'Manage subjects and teachers',
    to: '/subjects',
    icon: BookOpen,
    action: 'Manage Subjects',
  },
  {
    title: 'Homeworks',
    description: 'Manage homework assignments',
    to: '/homeworks',
    icon: NotebookPen,
    action: 'Manage Homeworks',
  },
];

export const ClassesHub = () => <LinkCards label="Classes & Homeworks" cards={CARDS} />;
