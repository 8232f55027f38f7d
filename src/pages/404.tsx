/** Not-found page: says what happened and offers the main ways back in. */
import { Link, type HeadFC } from 'gatsby';
import { Layout } from '../components/Layout/Layout';
import { Seo } from '../components/Seo';

export default function NotFoundPage() {
  return (
    <Layout>
      <section style={{ maxWidth: 720, margin: '0 auto', padding: '80px 24px' }}>
        <h1>We could not find that page</h1>
        <p>The link may be old, or the page may have moved when we reorganised our services. These are good places to continue:</p>
        <ul>
          <li><Link to="/">Home</Link></li>
          <li><Link to="/services/">All services</Link></li>
          <li><Link to="/cases/">Case studies</Link></li>
        </ul>
      </section>
    </Layout>
  );
}

export const Head: HeadFC = () => <Seo title="Page not found" description="The page you asked for does not exist. Find our services and case studies from here." path="/404/" />;
