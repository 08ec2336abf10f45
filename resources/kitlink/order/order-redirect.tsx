import { Navigate, useParams } from 'react-router-dom';

/** `/orders/{id}` and `/orders/{id}/show`: an order from the orders list opens in KitLink, where its life cycle is driven. */
export default function OrderRedirect() {
  return <Navigate replace to={`/kitlink/order/${encodeURIComponent(useParams().id ?? '')}`} />;
}
