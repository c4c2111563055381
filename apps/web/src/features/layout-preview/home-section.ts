// What the public home page loads of this feature, on its own: the section and the
// query that fills it, so the home page's code can preload both without holding either.
export { HomeFeatured } from './components/home-featured';
export { featuredArtworksQueryOptions } from './api/get-featured-artworks';
