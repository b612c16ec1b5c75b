import { LayoutGrid, Table } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ResourceListScreen } from '@/components/resource-list-screen';
import { Button } from '@/components/ui/button';
import { mediaResource } from '../api';
import { MEDIA_TYPE_OPTIONS, mediaColumns, mediaDeleteConfirm } from '../components/media-columns';

/** /media: the library as a grid of cards or a table (kept in the URL), searched by title, filtered by type. */
export function MediaListScreen() {
  const [params, setParams] = useSearchParams();
  const grid = params.get('view') !== 'table';
  const show = (view: 'grid' | 'table') =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('view', view);
        return next;
      },
      { replace: true },
    );
  return (
    <div>
      <div role="group" aria-label="View" className="mb-2 flex justify-end gap-1">
        <Button variant={grid ? 'default' : 'outline'} size="sm" aria-pressed={grid} onClick={() => show('grid')}>
          <LayoutGrid aria-hidden="true" /> Grid
        </Button>
        <Button variant={grid ? 'outline' : 'default'} size="sm" aria-pressed={!grid} onClick={() => show('table')}>
          <Table aria-hidden="true" /> Table
        </Button>
      </div>
      <ResourceListScreen
        resource={mediaResource}
        description="The school's images, documents, audio and video. Images without alt text are flagged."
        columns={mediaColumns}
        confirm={mediaDeleteConfirm}
        cards={grid}
        firstVerb="Add"
        search={{ label: 'Search media by title', placeholder: 'Search by title...' }}
        filters={[{ name: 'mediaType', label: 'Type', allLabel: 'All types', options: MEDIA_TYPE_OPTIONS }]}
      />
    </div>
  );
}
