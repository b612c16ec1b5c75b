import { DialogEditedList } from '@/components/dialog-edited-list';
import { videosResource } from '../api';
import { VideoThumbnail, VideoUrlPreview } from '../components/video-thumbnail';

/** /video-gallery (docs/product/videos.md §2): the videos in their order, dragged into a new one, ten a page. */
export function VideoGalleryScreen() {
  return (
    <DialogEditedList
      resource={videosResource}
      description="Drag a video by its handle to change the order the website shows them in."
      namedLabel="Title"
      ordered
      columns={[
        {
          id: 'thumbnail',
          header: 'Thumbnail',
          cell: (row) => <VideoThumbnail src={row.thumbnailUrl} title={row.name} />,
        },
        {
          id: 'videoUrl',
          header: 'URL',
          className: 'max-w-xs break-all text-muted-foreground',
          cell: (row) => (
            <a href={row.videoUrl} target="_blank" rel="noreferrer" className="underline underline-offset-2">
              {row.videoUrl}
            </a>
          ),
        },
      ]}
      dialog={{
        description: () => 'A YouTube or Vimeo address shows its thumbnail in the gallery.',
        // The source travels with an edit, so a Vimeo video stays one.
        empty: { name: '', videoUrl: '', videoSourceType: 'youtube' },
      }}
      fields={(Field) => (
        <>
          <Field.Text name="name" label="Title" required />
          <Field.Text name="videoUrl" label="YouTube URL" required placeholder="https://www.youtube.com/watch?v=..." />
          <VideoUrlPreview />
        </>
      )}
    />
  );
}
