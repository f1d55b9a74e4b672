// The By Week route's module (routes load one default export each).
export { ByWeekPage as default } from './PeriodPages';
