import { Link } from 'react-router';
import { Pencil } from 'lucide-react';
import { BackLink } from '@/components/item-states';
import { ItemGate } from '@/components/item-gate';
import { PageHeader } from '@/components/layout/page-header';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useCan } from '@/lib/permissions';
import { blogsResource } from '../api';
import { BlogPost } from '../components/blog-post';

const back = { to: '/blogs', label: 'Back to Blogs' };

/** /blogs/{id}: the read-only post with Back to Blogs and Edit Blog (spec 01 §2 "Blog form"). */
export function BlogViewScreen() {
  const canWrite = useCan('writeContent');
  return (
    <div>
      <BackLink {...back} />
      <ItemGate
        useItem={blogsResource.useItem}
        thing="Blog"
        failedTitle="Failed to load blog post"
        loadingLabel="Loading blog post..."
        back={back}
      >
        {(blog) => (
          <>
            <PageHeader
              title={blog.title}
              actions={
                canWrite && (
                  <Link to={`/blogs/${blog.id}/edit`} className={buttonVariants()}>
                    <Pencil aria-hidden="true" />
                    Edit Blog
                  </Link>
                )
              }
            />
            <Card>
              <CardContent>
                <BlogPost blog={blog} />
              </CardContent>
            </Card>
          </>
        )}
      </ItemGate>
    </div>
  );
}
