import { describe, expect, it } from 'vitest';
import { endpointUrl } from '../shared/endpoint.js';
import { queryString } from '../shared/paths.js';
import { galleryPageParams, galleryPageUrl, GALLERY_PAGE_SIZE } from './artwork-pages.js';
import { listArtworks } from './artworks.endpoints.js';
import { featuredArtworksParams, featuredArtworksUrl } from './featured-section.js';

const ids = ['6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5', '7a1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5'];

describe("the public list's URLs that pages preload", () => {
  it("are the list endpoint's URL with a query its declaration accepts", () => {
    const page = galleryPageParams({ category: 'Sci-Fi', q: 'sea sky', sort: 'price' }, 'abc_DEF-1');
    expect(galleryPageUrl({ category: 'Sci-Fi', q: 'sea sky', sort: 'price' }, 'abc_DEF-1')).toBe(
      endpointUrl(listArtworks, {}, page),
    );
    expect(listArtworks.query.parse(page)).toMatchObject({ category: 'Sci-Fi', limit: GALLERY_PAGE_SIZE });
    expect(featuredArtworksUrl(ids)).toBe(endpointUrl(listArtworks, {}, featuredArtworksParams(ids)));
    expect(listArtworks.query.parse(featuredArtworksParams(ids))).toMatchObject({ ids });
  });

  it('leave out what a gallery does not ask, in one fixed order', () => {
    expect(galleryPageUrl({ category: 'Sci-Fi' }, null)).toBe(
      `/api/artworks?category=Sci-Fi&limit=${GALLERY_PAGE_SIZE}`,
    );
    expect(featuredArtworksUrl(ids)).toBe(`/api/artworks?limit=3&ids=${ids.join('%2C')}`);
  });
});

describe('queryString', () => {
  it('repeats the name of a list value and leaves out an undefined one', () => {
    expect(queryString({ tag: ['a', 'b c'], n: 2, off: undefined })).toBe('?tag=a&tag=b+c&n=2');
    expect(queryString({})).toBe('');
  });
});
