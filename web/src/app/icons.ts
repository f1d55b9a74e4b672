// The menu's icons by name (the gateway sends react-icons/fi names): bundled, never fetched at run time.
import type { IconType } from 'react-icons';
import {
  FiActivity, FiAlertTriangle, FiAward, FiBarChart2, FiBookOpen, FiBox, FiCalendar, FiCheckSquare, FiCircle,
  FiClipboard, FiCompass, FiCrosshair, FiDatabase, FiDollarSign, FiHome, FiImage, FiKey, FiLayers, FiLink, FiList,
  FiLogOut, FiMail, FiMap, FiMapPin, FiNavigation, FiPackage, FiPieChart, FiRepeat, FiSettings, FiShoppingBag,
  FiShuffle, FiSliders, FiTag, FiTarget, FiTrendingUp, FiTruck, FiUserCheck, FiUsers,
} from 'react-icons/fi';

const ICONS: Record<string, IconType> = {
  FiActivity, FiAlertTriangle, FiAward, FiBarChart2, FiBookOpen, FiBox, FiCalendar, FiCheckSquare, FiCircle,
  FiClipboard, FiCompass, FiCrosshair, FiDatabase, FiDollarSign, FiHome, FiImage, FiKey, FiLayers, FiLink, FiList,
  FiLogOut, FiMail, FiMap, FiMapPin, FiNavigation, FiPackage, FiPieChart, FiRepeat, FiSettings, FiShoppingBag,
  FiShuffle, FiSliders, FiTag, FiTarget, FiTrendingUp, FiTruck, FiUserCheck, FiUsers,
};

export const iconFor = (name: string | null | undefined): IconType => (name && ICONS[name]) || FiCircle;
