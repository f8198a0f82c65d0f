import { defineListFilters } from '../../kit/list-filters';

/** /myexports has no filters; its sort ('Aangemaakt', newest first by default) is in the URL. */
export const exportJobFilters = defineListFilters([], { sortFields: ['createdAt'] });
