import { ImageGallery } from '../../../ui/admin/ImageGallery'
import { bannersArea } from '../area'
import { formatPanelDateTime } from '../../../ui/admin/dates'
import { thumbnailUrl } from '../../../ui/admin/images'
import { PanelLink, type PanelProps } from '../../../ui/admin/kit'
import { UploadWidget } from '../../../ui/admin/UploadWidget'
import { usePanelCatalogue } from '../../../ui/admin/panel-catalogue'
import { usePanelText } from '../../../ui/admin/panel-text'
import { scriptLang } from '../../../content/lang'
import { RowDraft } from '../../../ui/admin/RowDraft'
import { draftAddresses } from '../../../platform/versions/area'
import { BANNER_TEXT } from './text'

/** A banner's drafts (docs/decisions/277): its preview on the home page (/preview/banners/<id>), Publish, Take off the site. */
const BANNER_DRAFTS = draftAddresses(bannersArea)

/** Spec §9: at most 3 banner images per upload. */
export const BANNER_UPLOAD_CAP = 3

/** Add Home Banner: the upload widget, with "Save as draft" beside Upload (the whole batch becomes the uploader's drafts). */
export function BannerUploadPanel({ go }: PanelProps) {
  const text = usePanelCatalogue(BANNER_TEXT)
  return (
    <section className="admin-card">
      <p className="admin-lead">{text.lead}</p>
      {/* The banner box is 16:7 on a computer and square on a phone (banner.css): say which shape fits. */}
      <p className="admin-lead">{text.shape}</p>
      <UploadWidget endpoint="/api/home/uploadBannerImages" cap={BANNER_UPLOAD_CAP} label={text.choose} describe draft />
      <p className="admin-after">
        <PanelLink go={go} to="all-banners">
          {text.seeAll}
        </PanelLink>
      </p>
    </section>
  )
}

/**
 * All Banner Images: each with Delete and its draft state (RowDraft); the list is the staff read,
 * with this person's drafts (every draft for an Administrator).
 */
export function BannerListPanel({ go }: PanelProps) {
  const text = usePanelCatalogue(BANNER_TEXT)
  const { lang } = usePanelText()
  return (
    <ImageGallery
      listPath="/api/home/bannerImages"
      deletePath="/api/home/deleteBannerImages"
      imageUrlOf={(banner) => banner.imageUrl}
      tileOf={(banner) => ({
        src: thumbnailUrl('Home', banner.imageUrl, banner.imageMeta),
        alt: banner.alt || text.defaultAlt,
        altLang: banner.alt ? scriptLang(banner.alt) : undefined,
        deleteLabel: text.thisBanner,
        deleteQuestion: banner.alt ? text.deleteNamed(banner.alt) : banner.createdAt ? text.deleteAdded(formatPanelDateTime(banner.createdAt, lang)) : text.deleteThis,
      })}
      alt={{ path: (banner) => `/api/home/updateBannerImage/${encodeURIComponent(banner._id)}`, of: (banner) => banner.alt ?? '' }}
      versions={bannersArea}
      arrange={{
        top: () => null,
        tile: (banner, _index, _list, at) => (
          <RowDraft id={banner._id} name={banner.alt || text.noDescription} row={banner} routes={BANNER_DRAFTS} takeOff={text.takeOff} reload={at.reload} />
        ),
      }}
      errorText={text.loadFailed}
      emptyText={text.empty}
    >
      <p className="admin-after">
        <PanelLink go={go} to="add-banner">
          {text.add}
        </PanelLink>
      </p>
    </ImageGallery>
  )
}
