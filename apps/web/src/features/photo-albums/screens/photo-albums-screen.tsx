import { useState } from 'react';
import { Link } from 'react-router';
import { Image, Trash2 } from 'lucide-react';
import { photoAlbumsMessages } from '@cms/contract';
import { ImageOrPlaceholder } from '@/components/image-or-placeholder';
import { PageHeader } from '@/components/layout/page-header';
import { ViewOnSiteLink } from '@/components/public-site';
import { LoadError } from '@/components/load-error';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { LoadingState } from '@/components/ui/spinner';
import { useCan } from '@/lib/permissions';
import { photoAlbumsResource } from '../api';
import { AlbumDialog } from '../components/album-dialog';

/** /photo-album (docs/product/photo-albums.md §2): the albums as a grid of covers, ten a page; new, rename and delete for writers. */
export function PhotoAlbumsScreen() {
  const [page, setPage] = useState(0);
  const canWrite = useCan('writeContent');
  const albums = photoAlbumsResource.useList({ page });
  const remove = photoAlbumsResource.useDelete();

  let body;
  if (albums.isPending) body = <LoadingState label="Loading albums..." />;
  else if (albums.isError)
    body = (
      <LoadError title={photoAlbumsMessages.loadFailed} error={albums.error} onRetry={() => void albums.refetch()} />
    );
  else if (!albums.data.content.length)
    body = (
      <Card>
        <CardContent className="py-10 text-center text-muted-foreground">{photoAlbumsMessages.empty}</CardContent>
      </Card>
    );
  else
    body = (
      <>
        <ul aria-label="Albums" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {albums.data.content.map((album) => (
            <li key={album.id} data-testid={`album-${album.id}`}>
              <Card className="overflow-hidden py-0">
                <ImageOrPlaceholder
                  src={album.coverUrl}
                  of={['cover', album.name]}
                  icon={Image}
                  className="aspect-video w-full"
                />
                <CardContent className="grid gap-2 pb-4">
                  <Link to={`/photo-album/${album.id}`} className="text-lg font-semibold hover:underline">
                    {album.name}
                  </Link>
                  <p className="text-sm text-muted-foreground">
                    {album.photoCount} {album.photoCount === 1 ? 'photo' : 'photos'}
                  </p>
                  <div className="flex flex-wrap gap-2">
                    <ViewOnSiteLink resource={photoAlbumsResource} item={album} title={album.name} />
                    {canWrite && (
                      <>
                        <AlbumDialog album={album} />
                        <ConfirmDialog
                          trigger={
                            <Button variant="outline" className="text-destructive" aria-label={`Delete ${album.name}`}>
                              <Trash2 aria-hidden="true" />
                              Delete
                            </Button>
                          }
                          title="Delete album?"
                          description={photoAlbumsMessages.deleteConfirm}
                          onConfirm={() => remove.mutateAsync(album.id)}
                        />
                      </>
                    )}
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
        <Pagination
          pageIndex={page}
          totalPages={albums.data.totalPages}
          totalElements={albums.data.totalElements}
          itemLabel="albums"
          onPageChange={setPage}
          disabled={albums.isFetching}
        />
      </>
    );

  return (
    <div>
      <PageHeader
        title="Photo Album"
        description="Albums of school events; open one to add its photos."
        actions={canWrite ? <AlbumDialog /> : undefined}
      />
      {body}
    </div>
  );
}
