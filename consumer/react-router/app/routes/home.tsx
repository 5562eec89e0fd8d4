import { Link } from 'react-router';

export default function Home() {
  return (
    <main>
      <h1>Shop</h1>
      <Link to="/orders">Orders</Link>
    </main>
  );
}
