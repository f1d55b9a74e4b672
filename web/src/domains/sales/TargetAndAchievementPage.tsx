// Target and achievement (/TargetAndAchivement): quantity and value side by side per member, with the links to
// each measure's own screen.
import { AchievementScreen } from './AchievementScreen';

export default function TargetAndAchievementPage() {
  return <AchievementScreen mode="both" />;
}
