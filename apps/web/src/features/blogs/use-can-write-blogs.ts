import { useCan } from '@/lib/permissions';

/** Editors and admins write content; viewers only read it (DESIGN §5: the console hides the rest). */
export const useCanWriteBlogs = (): boolean => useCan('writeContent');
