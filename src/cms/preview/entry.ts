/** Entry of the CMS preview bundle: the site's base styles, then the preview registration. */
import '../../styles/global.scss';
import './setup';
