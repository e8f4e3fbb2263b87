import { ImageGallery } from '../../../ui/admin/ImageGallery'
import { bannersArea } from '../area'
import { formatIndianDateTime } from '../../../ui/admin/dates'
import { thumbnailUrl } from '../../../ui/admin/images'
import { PanelLink, type PanelProps } from '../../../ui/admin/kit'
import { UploadWidget } from '../../../ui/admin/UploadWidget'


/** Spec §9: at most 3 banner images per upload. */
export const BANNER_UPLOAD_CAP = 3

/** Add Home Banner: the upload widget. */
export function BannerUploadPanel({ go }: PanelProps) {
  return (
    <section className="admin-card">
      <p className="admin-lead">The home page slideshow shows these photos in the order they were added.</p>
      {/* The banner box is 16:7 on a computer and square on a phone (banner.css): say which shape fits. */}
      <p className="admin-lead">
        Shape that fits: a wide (landscape) photo, about 16 : 7, at least 1600 × 700 pixels, with the subject in the middle — phones show only the middle square. A tall (portrait) photo is cut to a thin strip.
      </p>
      <UploadWidget endpoint="/api/home/uploadBannerImages" cap={BANNER_UPLOAD_CAP} label="Choose banner images" describe />
      <p className="admin-after">
        <PanelLink go={go} to="all-banners">
          See all banner images
        </PanelLink>
      </p>
    </section>
  )
}

/** All Banner Images: each with Delete. */
export function BannerListPanel({ go }: PanelProps) {
  return (
    <ImageGallery
      listPath="/api/home/bannerImages"
      deletePath="/api/home/deleteBannerImages"
      imageUrlOf={(banner) => banner.imageUrl}
      tileOf={(banner) => ({
        src: thumbnailUrl('Home', banner.imageUrl, banner.imageMeta),
        alt: banner.alt || 'Home banner',
        deleteLabel: 'this banner',
        deleteQuestion: banner.alt
          ? `Delete the banner '${banner.alt}'?`
          : banner.createdAt
            ? `Delete the banner added on ${formatIndianDateTime(banner.createdAt)}?`
            : 'Delete this banner?',
      })}
      alt={{ path: (banner) => `/api/home/updateBannerImage/${encodeURIComponent(banner._id)}`, of: (banner) => banner.alt ?? '' }}
      versions={bannersArea}
      errorText="Could not load the banner images."
      emptyText="No banner images found."
    >
      <p className="admin-after">
        <PanelLink go={go} to="add-banner">
          Add banner images
        </PanelLink>
      </p>
    </ImageGallery>
  )
}
