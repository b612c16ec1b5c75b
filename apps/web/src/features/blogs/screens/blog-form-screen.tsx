import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft, Eye, FileQuestion, Pencil, Trash2 } from 'lucide-react';
import { blogsMessages, type Blog } from '@cms/contract';
import { PageHeader } from '@/components/layout/page-header';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCurrentWebsite } from '@/lib/website';
import { useBlog, useCreateBlog, useDeleteBlog, useUpdateBlog } from '../api';
import { BlogForm, type BlogFormResult } from '../components/blog-form';
import { BlogPost } from '../components/blog-post';
import { blogPublicUrl } from '../components/format';
import { LoadError } from '@/components/load-error';
import { PublicUrlField } from '../components/public-url-field';
import { useCanWriteBlogs } from '../use-can-write-blogs';

/** Where Cancel, Back and a save lead: the route map's list (DESIGN §9.1, not the old /blog-list). */
const BLOGS_PATH = '/blogs';

export type BlogScreenMode = 'new' | 'edit' | 'view';

/**
 * The blog form screen (spec 01 §2 "Blog form"): one component for /blogs/new, /blogs/{id}/edit and
 * the read-only /blogs/{id}.
 */
export function BlogFormScreen({ mode }: { mode: BlogScreenMode }) {
  const canWrite = useCanWriteBlogs();
  if (mode !== 'view' && !canWrite) return <NoPermission />;
  if (mode === 'new') return <NewBlog />;
  return <ExistingBlog mode={mode} />;
}

export const NewBlogScreen = () => <BlogFormScreen mode="new" />;
export const EditBlogScreen = () => <BlogFormScreen mode="edit" />;
export const BlogViewScreen = () => <BlogFormScreen mode="view" />;

function BackToBlogs() {
  return (
    <Button asChild variant="outline">
      <Link to={BLOGS_PATH}>
        <ArrowLeft aria-hidden="true" />
        Back to Blogs
      </Link>
    </Button>
  );
}

function savedToast(title: string, isEdit: boolean) {
  toast({
    variant: 'success',
    title: isEdit ? 'Blog Updated' : 'Blog Created',
    description: `Blog post "${title}" has been ${isEdit ? 'updated' : 'created'} successfully.`,
  });
}

function NewBlog() {
  const navigate = useNavigate();
  const create = useCreateBlog();

  const save = async (values: BlogFormResult) => {
    const blog = await create.mutateAsync(values);
    savedToast(blog.title, false);
    await navigate(BLOGS_PATH);
  };

  return (
    <div>
      <PageHeader title="New Blog" description="Write a blog post for the school's website." />
      <Card>
        <CardContent>
          <BlogForm onSubmit={save} onCancel={() => void navigate(BLOGS_PATH)} />
        </CardContent>
      </Card>
    </div>
  );
}

/** The blog id of the route; NaN for anything but a positive whole number. */
function useBlogId(): number {
  const { id = '' } = useParams();
  return /^\d{1,10}$/.test(id) && Number(id) > 0 ? Number(id) : Number.NaN;
}

function ExistingBlog({ mode }: { mode: 'edit' | 'view' }) {
  const id = useBlogId();
  const [deleted, setDeleted] = useState(false);
  const blog = useBlog(id, !Number.isNaN(id) && !deleted);

  if (Number.isNaN(id) || isApiError(blog.error, 404)) return <BlogNotFound />;
  if (blog.isPending) {
    return (
      <div>
        <PageHeader title={mode === 'edit' ? 'Edit Blog' : 'Blog'} />
        <LoadingState label="Loading blog post..." />
      </div>
    );
  }
  if (blog.isError) {
    return (
      <div>
        <PageHeader title={mode === 'edit' ? 'Edit Blog' : 'Blog'} actions={<BackToBlogs />} />
        <LoadError title="Failed to load blog post" error={blog.error} onRetry={() => void blog.refetch()} />
      </div>
    );
  }
  return mode === 'edit' ? <EditBlog blog={blog.data} onDeleting={setDeleted} /> : <ViewBlog blog={blog.data} />;
}

function ViewBlog({ blog }: { blog: Blog }) {
  const canWrite = useCanWriteBlogs();
  return (
    <div>
      <PageHeader
        title={blog.title}
        actions={
          <>
            <BackToBlogs />
            {canWrite && (
              <Button asChild>
                <Link to={`/blogs/${blog.id}/edit`}>
                  <Pencil aria-hidden="true" />
                  Edit Blog
                </Link>
              </Button>
            )}
          </>
        }
      />
      <Card>
        <CardContent>
          <BlogPost blog={blog} />
        </CardContent>
      </Card>
    </div>
  );
}

/** `onDeleting(true)` stops the blog's query while it is deleted (it would only answer 404 after). */
function EditBlog({ blog, onDeleting }: { blog: Blog; onDeleting: (deleting: boolean) => void }) {
  const navigate = useNavigate();
  const website = useCurrentWebsite();
  const update = useUpdateBlog();
  const remove = useDeleteBlog({
    onMutate: () => onDeleting(true),
    onError: () => onDeleting(false),
  });

  const save = async (values: BlogFormResult) => {
    const saved = await update.mutateAsync({ id: blog.id, body: values });
    savedToast(saved.title, true);
    await navigate(BLOGS_PATH);
  };

  const confirmDelete = async () => {
    const answer = await remove.mutateAsync(blog.id);
    toast({ variant: 'success', title: 'Success', description: answer.message });
    await navigate(BLOGS_PATH);
  };

  return (
    <div>
      <PageHeader
        title="Edit Blog"
        description={blog.title}
        actions={
          <>
            <Button asChild variant="outline">
              <Link to={`/blogs/${blog.id}`}>
                <Eye aria-hidden="true" />
                View
              </Link>
            </Button>
            <ConfirmDialog
              title={blogsMessages.deleteConfirm}
              description={`"${blog.title}" will be removed for good.`}
              onConfirm={confirmDelete}
              trigger={
                <Button variant="destructive">
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
              }
            />
          </>
        }
      />
      <div className="grid gap-6">
        <Card>
          <CardContent>
            <PublicUrlField url={blogPublicUrl(website.data?.publicUrl, window.location.origin, blog.id)} />
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <BlogForm blog={blog} onSubmit={save} onCancel={() => void navigate(BLOGS_PATH)} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

function BlogNotFound() {
  return (
    <div className="flex flex-col items-center gap-3 py-16 text-center">
      <FileQuestion className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-xl font-semibold">Blog post not found</h1>
      <p className="text-sm text-muted-foreground">The blog post you're looking for doesn't exist.</p>
      <BackToBlogs />
    </div>
  );
}

function NoPermission() {
  return (
    <div className="flex flex-col items-center gap-3 py-16 text-center">
      <h1 className="text-xl font-semibold">Blog</h1>
      <p className="text-sm text-muted-foreground">You do not have permission to edit blogs.</p>
      <BackToBlogs />
    </div>
  );
}
