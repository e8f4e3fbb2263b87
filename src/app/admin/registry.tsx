import type { ComponentType } from 'react'
import { ONE_ROW_AREAS, ROW_AREAS, TEXT_AREAS, TRANSLATED_AREAS, type TextPanelKey } from '../areas'
import { TextAreaPanel } from '../../platform/versions/admin/TextAreaPanel'
import { TranslationsPanel } from '../../platform/translations/admin/TranslationsPanel'
import { AboutContentPanel, MissionVisionPanel } from '../../features/about/admin/AboutPanels'
import { FounderFormPanel, FounderListPanel } from '../../features/about/admin/FounderPanels'
import { BannerListPanel, BannerUploadPanel } from '../../features/banners/admin/BannerPanels'
import { CommitteePanel } from '../../features/committees/admin/CommitteePanel'
import { StatutoryPanel } from '../../features/statutory/admin/StatutoryPanel'
import { CompliancePanel } from '../../features/statutory/admin/CompliancePanel'
import { FacultyPanel } from '../../features/faculty/admin/FacultyPanel'
import { FeePanel } from '../../features/fees/admin/FeePanel'
import { DocumentListPanel, DocumentUploadPanel } from '../../features/documents/admin/DocumentPanels'
import { NewsFormPanel, NewsTablePanel } from '../../features/blogs/admin/NewsPanel'
import { AdmissionQueriesPanel, ContactQueriesPanel } from '../../features/enquiries/admin/QueryPanels'
import { CategoryPanel, EventGalleryPanel, EventUploadPanel } from '../../features/events/admin/EventPanels'
import { ProgramFormPanel, ProgramTablePanel } from '../../features/programs/admin/ProgramPanels'
import { TopbarPanel } from '../../features/topbar/admin/TopbarPanel'
import { AccountsPanel } from '../../features/accounts/admin/AccountsPanel'
import { OwnPasswordPanel } from '../../features/accounts/admin/OwnPasswordPanel'
import { ActivityPanel } from '../../platform/activity/admin/ActivityPanel'
import { BinPanel } from '../../platform/bin/admin/BinPanel'
import { MailPanel } from '../../features/mail/admin/MailPanel'
import { GrievancePanel } from '../../features/grievances/admin/GrievancePanel'
import type { PanelProps } from '../../ui/admin/kit'
import { OverviewPanel } from './OverviewPanel'
import type { PanelKey } from '../../ui/admin/panels'

/** The activity log links a one-row area's saves to the panel that lists its versions. */
const VERSIONS_PANELS = Object.fromEntries(ONE_ROW_AREAS.map((area) => [area.label, area.panel]))
/** …and lists a content row's versions in place, by the area's name in the log. */
const ROW_VERSIONS = Object.fromEntries(ROW_AREAS.map((area) => [area.label, area.key]))

/** The text areas' panels, made from their declarations. */
const TEXT_PANELS = Object.fromEntries(TEXT_AREAS.map((area) => [area.panel, (props: PanelProps) => <TextAreaPanel {...props} area={area} />])) as Record<TextPanelKey, ComponentType<PanelProps>>

/** Which component shows each sidebar entry. "Services" are the programs (docs/decisions/032). */
const PANELS: Record<PanelKey, ComponentType<PanelProps>> = {
  ...TEXT_PANELS,
  overview: OverviewPanel,
  'add-banner': BannerUploadPanel,
  'all-banners': BannerListPanel,
  'add-service': ProgramFormPanel,
  'all-services': ProgramTablePanel,
  'add-about': AboutContentPanel,
  'mission-vision': MissionVisionPanel,
  'add-founder': FounderFormPanel,
  'all-founders': FounderListPanel,
  'add-news': NewsFormPanel,
  'all-news': NewsTablePanel,
  'add-category': CategoryPanel,
  'add-event-images': EventUploadPanel,
  'all-event-images': EventGalleryPanel,
  topbar: TopbarPanel,
  'admission-queries': AdmissionQueriesPanel,
  'contact-queries': ContactQueriesPanel,
  'add-documents': DocumentUploadPanel,
  'all-documents': DocumentListPanel,
  committees: CommitteePanel,
  statutory: StatutoryPanel,
  compliance: CompliancePanel,
  faculty: FacultyPanel,
  fees: FeePanel,
  accounts: AccountsPanel,
  activity: (props) => <ActivityPanel {...props} versionsPanels={VERSIONS_PANELS} rowVersions={ROW_VERSIONS} />,
  mail: MailPanel,
  'my-password': OwnPasswordPanel,
  bin: BinPanel,
  translations: (props) => <TranslationsPanel {...props} areas={TRANSLATED_AREAS} />,
  grievances: GrievancePanel,
}

export function PanelView({ panel, go, role, userId }: { panel: PanelKey } & PanelProps) {
  const Panel = PANELS[panel]
  return <Panel go={go} role={role} userId={userId} />
}
