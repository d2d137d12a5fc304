// The filter options are read by the calls pages and the overview: they live in src/data.
export * from '../../data/call-filter-options';
