import { ItemViewScreen } from '@/components/item-screens';
import { blogItem } from '../api';
import { BlogPost } from '../components/blog-post';

/** /blogs/{id}: the read-only post with Back to Blogs and Edit Blog (spec 01 §2 "Blog form"). */
export function BlogViewScreen() {
  return (
    <ItemViewScreen
      item={blogItem}
      title={(blog) => blog.title}
      edit={{ to: (blog) => `/blogs/${blog.id}/edit`, label: 'Edit Blog' }}
    >
      {(blog) => <BlogPost blog={blog} />}
    </ItemViewScreen>
  );
}
