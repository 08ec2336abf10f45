import type { SvgIconComponent } from '@mui/icons-material';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import ArticleIcon from '@mui/icons-material/Article';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BadgeIcon from '@mui/icons-material/Badge';
import BiotechIcon from '@mui/icons-material/Biotech';
import BoltIcon from '@mui/icons-material/Bolt';
import CategoryIcon from '@mui/icons-material/Category';
import ChatIcon from '@mui/icons-material/Chat';
import DescriptionIcon from '@mui/icons-material/Description';
import EmailIcon from '@mui/icons-material/Email';
import EventIcon from '@mui/icons-material/Event';
import ExtensionIcon from '@mui/icons-material/Extension';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import FlagIcon from '@mui/icons-material/Flag';
import FolderIcon from '@mui/icons-material/Folder';
import GroupsIcon from '@mui/icons-material/Groups';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HistoryIcon from '@mui/icons-material/History';
import InventoryIcon from '@mui/icons-material/Inventory';
import LabelIcon from '@mui/icons-material/Label';
import LanguageIcon from '@mui/icons-material/Language';
import LinkIcon from '@mui/icons-material/Link';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import LocationCityIcon from '@mui/icons-material/LocationCity';
import LockIcon from '@mui/icons-material/Lock';
import MedicalServicesIcon from '@mui/icons-material/MedicalServices';
import PeopleIcon from '@mui/icons-material/People';
import PersonIcon from '@mui/icons-material/Person';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import PollIcon from '@mui/icons-material/Poll';
import ScienceIcon from '@mui/icons-material/Science';
import SecurityIcon from '@mui/icons-material/Security';
import SegmentIcon from '@mui/icons-material/Segment';
import SettingsIcon from '@mui/icons-material/Settings';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StorageIcon from '@mui/icons-material/Storage';
import TimelineIcon from '@mui/icons-material/Timeline';
import TuneIcon from '@mui/icons-material/Tune';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import type { IconName } from '../icon-names';

/** Every icon name a schema or menu entry may use; the Record type makes a missing one a compile error. */
export const icons: Record<IconName, SvgIconComponent> = {
  'account-tree': AccountTreeIcon,
  article: ArticleIcon,
  assignment: AssignmentIcon,
  badge: BadgeIcon,
  biotech: BiotechIcon,
  bolt: BoltIcon,
  category: CategoryIcon,
  chat: ChatIcon,
  description: DescriptionIcon,
  email: EmailIcon,
  event: EventIcon,
  extension: ExtensionIcon,
  'fact-check': FactCheckIcon,
  flag: FlagIcon,
  folder: FolderIcon,
  groups: GroupsIcon,
  handshake: HandshakeIcon,
  history: HistoryIcon,
  inventory: InventoryIcon,
  label: LabelIcon,
  language: LanguageIcon,
  link: LinkIcon,
  'local-shipping': LocalShippingIcon,
  'location-city': LocationCityIcon,
  lock: LockIcon,
  'medical-services': MedicalServicesIcon,
  people: PeopleIcon,
  person: PersonIcon,
  phone: PhoneIcon,
  place: PlaceIcon,
  poll: PollIcon,
  science: ScienceIcon,
  security: SecurityIcon,
  segment: SegmentIcon,
  settings: SettingsIcon,
  'shopping-cart': ShoppingCartIcon,
  storage: StorageIcon,
  timeline: TimelineIcon,
  tune: TuneIcon,
  'view-module': ViewModuleIcon,
};
