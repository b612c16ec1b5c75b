import { ItemViewScreen } from '@/components/item-screens';
import { blogsResource } from '../api';
import { BlogPost } from '../components/blog-post';

/** /blogs/{id}: the read-only post with Back to Blogs and Edit Blog (docs/product/blogs.md §2 "Blog post"). */
export function ViewScreen() {
  return (
    <ItemViewScreen resource={blogsResource} editLabel="Edit Blog">
      {(blog) => <BlogPost blog={blog} />}
    </ItemViewScreen>
  );
}
