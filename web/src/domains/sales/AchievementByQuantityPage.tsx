// Achivement by quantity (/AchivementByQuantity): the quantity measure alone, per member or per member and brand.
import { AchievementScreen } from './AchievementScreen';

export default function AchievementByQuantityPage() {
  return <AchievementScreen mode="quantity" />;
}
