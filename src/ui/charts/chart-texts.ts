/** The chart kit's own words; a page names its charts, series and points. */
export const CHART_TEXTS = {
  showData: 'Show data',
  exportCsv: 'Export CSV',
  noData: 'No data for this chart yet',
  keyboardHint: 'Use the Left and Right arrow keys, Home and End to read each point.',
  noValue: 'no data',
  lowerIsBetter: 'Lower is better.',
};
