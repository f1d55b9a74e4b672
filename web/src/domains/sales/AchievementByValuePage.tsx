// Achivement by value (/AchivementByValue): the value measure alone, per member or per member and brand.
import { AchievementScreen } from './AchievementScreen';

export default function AchievementByValuePage() {
  return <AchievementScreen mode="value" />;
}
