// The settings pages' shared look and icons, for a page that shows no DocumentForm (which brings them itself).
import './form.css';
import './icons';
