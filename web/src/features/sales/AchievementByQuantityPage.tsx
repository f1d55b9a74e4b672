// The Achivement By Quantity route's module.
export { AchievementByQuantityPage as default } from './AchievementPages';
