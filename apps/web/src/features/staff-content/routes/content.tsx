import { useState } from 'react';
import { CommunicationsSection } from '../components/communications-section';
import { DataProtectionSection } from '../components/data-protection-section';
import '@/components/ui/back-office.css';

/** /gestion/contenidos: the communications per audience and the data-protection text. */
export default function ContentPage() {
  const [done, setDone] = useState('');
  return (
    <div className="page-content bo-detail">
      <p className="bo-status" role="status">
        {done}
      </p>
      <CommunicationsSection onDone={setDone} />
      <DataProtectionSection onDone={setDone} />
    </div>
  );
}
