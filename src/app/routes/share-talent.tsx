import { useParams } from 'react-router-dom';
import { ShareCard } from '@/features/candidates/share';

/** Public (no login): the masked card behind a candidate share link. */
export default function ShareTalentScreen() {
  const { token = '' } = useParams();
  return <ShareCard token={token} />;
}
