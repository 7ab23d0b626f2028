import { InfoPageView } from '../components/info-page';

/** /ayuda (ca /ajuda), candidates of a brand with hashelp: the help text the service publishes, and its contact. */
export default function HelpPage() {
  return <InfoPageView page="ayuda" />;
}
