import { defineListFilters } from '../../kit/url-filters';

/** /myexports has no filters; its sort ('Aangemaakt', newest first by default) is in the URL. */
export const exportJobFilters = defineListFilters([], { sortFields: ['createdAt'] });
