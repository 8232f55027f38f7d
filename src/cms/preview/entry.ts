/** Entry of the CMS preview bundle: the site's base styles and typefaces, then the preview registration. */
import '../../styles/cmsPreview.scss';
import './setup';
