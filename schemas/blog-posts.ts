import { defineEntity } from '@/engine';
import { PERM, reference, status, timestamps } from './_fields';

// assumed: the spec names blog posts (Blogposts menu) without fields.
export default defineEntity({
  recordTitle: 'title',
  icon: 'article',
  menu: 'own',
  menuEntry: {
    id: 'blogposts',
    target: '/blogpost-list',
    permissions: [PERM.blogposts],
    icon: 'article',
    highlight: ['/blogposts/[[blogpost_id]]'],
    order: 50,
  },
  paths: { list: '/blogpost-list', create: '/blogposts', edit: '/blogposts/:id' },
  fields: [
    { source: 'title', type: 'text', required: true, minLength: 3, maxLength: 200 },
    { source: 'slug', type: 'text', required: true, minLength: 3, maxLength: 200 },
    status('status', ['draft', 'published', 'archived'], { required: true }),
    { source: 'excerpt', type: 'longText', maxLength: 500 },
    { source: 'body', type: 'richText', preview: { kind: 'page', heading: 'title' } },
    { source: 'cover_image_url', type: 'url', views: { list: false } },
    { source: 'tags', type: 'tags' },
    reference('author_id', 'users', 'fullname'),
    { source: 'published_at', type: 'datetime' },
    ...timestamps(),
  ],
  list: {
    sort: { field: 'published_at', order: 'DESC' },
    searchFields: ['title', 'slug'],
    columns: ['title', 'status', 'tags', 'author_id', 'published_at'],
  },
  access: { permissions: { read: [PERM.blogposts] } },
  seed: { count: 120 },
});
