import { Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { ShareCard } from '@/features/candidates/share';

/** Public (no login): the masked card behind a candidate share link. */
export default function ShareTalentScreen() {
  const { token = '' } = useParams();
  return (
    <section className="share-talent">
      <Typography.Title level={3}>候选人名片</Typography.Title>
      <ShareCard token={token} />
    </section>
  );
}
