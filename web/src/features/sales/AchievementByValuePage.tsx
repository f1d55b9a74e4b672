// The Achivement By Value route's module.
export { AchievementByValuePage as default } from './AchievementPages';
