import { Tags } from 'lucide-react';
import { ResourceListScreen } from '@/components/resource-list-screen';
import { blogsResource, topicsResource } from '../api';
import { BLOG_STATUS_OPTIONS, blogColumns } from '../components/blog-columns';

/** /blogs (docs/product/blogs.md §2 "Blog list"): paged by 10, filtered by status, with publish and delete. */
export function ListScreen() {
  return (
    <ResourceListScreen
      resource={blogsResource}
      description="Write, publish and manage the school's blog posts."
      columns={blogColumns}
      links={[{ to: topicsResource.screens.path, label: 'Manage Topics', icon: Tags }]}
      filters={[{ name: 'status', label: 'Status', allLabel: 'All statuses', options: BLOG_STATUS_OPTIONS }]}
    />
  );
}
