import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Eye } from 'lucide-react';
import type { Blog } from '@cms/contract';
import { deleteConfirmOf } from '@/components/columns';
import { DeleteButton } from '@/components/delete-button';
import { BackLink, WriteDenied } from '@/components/item-states';
import { ItemGate, itemRouteOf } from '@/components/item-gate';
import { PageHeader } from '@/components/layout/page-header';
import { SiteLinks, useSiteUrl } from '@/components/public-site';
import { PublicUrlField } from '@/components/public-url-field';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useCan } from '@/lib/permissions';
import { blogsResource } from '../api';
import { BlogForm } from '../components/blog-form';

const blogItem = itemRouteOf(blogsResource);
const back = blogItem.back;
const blogDeleteConfirm = deleteConfirmOf<Blog>(blogsResource.screens);

/** /blogs/new and /blogs/{id}/edit (docs/product/blogs.md §2 "New Blog"): one form, then back to the list. */
export function BlogFormScreen({ mode }: { mode: 'new' | 'edit' }) {
  const navigate = useNavigate();
  const canWrite = useCan('writeContent');
  const create = blogsResource.useCreate({ onSuccess: () => navigate('/blogs') });
  const [deleting, setDeleting] = useState(false);

  let body;
  if (!canWrite) body = <WriteDenied action="edit blogs" back={back} />;
  else if (mode === 'new') body = <BlogForm onSubmit={(values) => create.mutateAsync(values)} />;
  else
    body = (
      <ItemGate {...blogItem} useItem={(id) => blogsResource.useItem(id, !deleting)}>
        {(blog) => <EditBlog blog={blog} onDeleting={setDeleting} />}
      </ItemGate>
    );
  return (
    <div>
      <BackLink {...back} />
      <PageHeader
        title={mode === 'new' ? 'New Blog' : 'Edit Blog'}
        description={mode === 'new' ? "Write a blog post for the school's website." : undefined}
      />
      {body}
    </div>
  );
}

/** `onDeleting(true)` stops the blog's query while it is deleted (it would only answer 404 after). */
function EditBlog({ blog, onDeleting }: { blog: Blog; onDeleting: (deleting: boolean) => void }) {
  const navigate = useNavigate();
  const urlOf = useSiteUrl(blogsResource);
  const update = blogsResource.useUpdate({ onSuccess: () => navigate('/blogs') });
  const remove = blogsResource.useDelete({
    onMutate: () => onDeleting(true),
    onError: () => onDeleting(false),
    onSuccess: () => navigate('/blogs'),
  });
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap gap-2">
        <Link to={`/blogs/${blog.id}`} className={buttonVariants({ variant: 'outline' })}>
          <Eye aria-hidden="true" />
          View
        </Link>
        <SiteLinks resource={blogsResource} item={blog} title={blog.title} />
        <DeleteButton
          title={blogDeleteConfirm.title}
          description={blogDeleteConfirm.description(blog)}
          onConfirm={() => remove.mutateAsync(blog.id)}
        />
      </div>
      <Card>
        <CardContent>
          <PublicUrlField id="blog-public-url" url={urlOf(blog)} />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <BlogForm item={blog} onSubmit={(values) => update.mutateAsync({ id: blog.id, body: values })} />
        </CardContent>
      </Card>
    </div>
  );
}

export const CreateScreen = () => <BlogFormScreen mode="new" />;
export const EditScreen = () => <BlogFormScreen mode="edit" />;
