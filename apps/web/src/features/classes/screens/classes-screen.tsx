import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Plus } from 'lucide-react';
import { classesMessages, type SchoolClass } from '@cms/contract';
import { PageHeader } from '@/components/layout/page-header';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { useCan } from '@/lib/permissions';
import { classesResource, useClasses } from '../api';
import { ClassDialog } from '../components/class-dialog';
import { ClassList } from '../components/class-list';
import { CLASS_LIST_ANCHOR, ClassesHub } from '../components/classes-hub';

/**
 * /classes (docs/product/classes.md §2): the Classes & Homeworks hub's three cards and, below them, Classes
 * Management — the classes in order, added and edited in dialogs, dragged into a new order.
 */
export function ClassesScreen() {
  const canWrite = useCan('writeContent');
  const classes = useClasses();
  const [editing, setEditing] = useState<SchoolClass | 'new' | null>(null);
  const { screens } = classesResource;
  const { hash } = useLocation();
  // The hub's Manage Classes leads here: the list below the hub takes the focus (and the view).
  useEffect(() => {
    if (hash === `#${CLASS_LIST_ANCHOR}`) document.getElementById(CLASS_LIST_ANCHOR)?.focus();
  }, [hash]);

  let body: ReactNode;
  if (classes.isPending) {
    body = <LoadingState label="Loading classes..." />;
  } else if (classes.isError) {
    body = (
      <LoadError title={classesMessages.loadFailed} error={classes.error} onRetry={() => void classes.refetch()} />
    );
  } else if (classes.data.content.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 py-10 text-center">
        {screens.icon && <screens.icon className="size-10 text-muted-foreground" aria-hidden="true" />}
        <p className="font-medium">{classesMessages.empty}</p>
        {canWrite && <p className="text-sm text-muted-foreground">Add the first one with the New Class button.</p>}
      </div>
    );
  } else {
    body = <ClassList classes={classes.data.content} canWrite={canWrite} onEdit={setEditing} />;
  }

  return (
    <div>
      <PageHeader
        title={screens.title}
        description="Create and manage your website's classes and sections"
        actions={
          canWrite && (
            <Button aria-haspopup="dialog" onClick={() => setEditing('new')}>
              <Plus aria-hidden="true" />
              {screens.create}
            </Button>
          )
        }
      />
      <ClassesHub />
      <section id={CLASS_LIST_ANCHOR} aria-label="Classes" tabIndex={-1} className="mt-6 scroll-mt-4 outline-none">
        <Card className="py-3 sm:py-6">
          <CardContent className="px-2 sm:px-6">{body}</CardContent>
        </Card>
      </section>
      {canWrite && <ClassDialog editing={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
