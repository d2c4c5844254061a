/** One skill test's answer: allowed or not, a missed expectation, its pin and "Why?". Shared by the grid and the list. */
import { T } from "../texts";
import { skillPin } from "../view-model/expectations";
import type { SkillTestVM } from "../view-model/index";
import { PinButton } from "./PinButton";
import { WhyButton } from "./Why";

export function SkillVerdict({ test }: { readonly test: SkillTestVM }) {
  const { allowed, skill, agentId } = test;
  return (
    <>
      <span className={allowed ? "badge badge-ok" : "badge badge-bad"}>
        {allowed ? T.skills.allowed : T.skills.denied}
      </span>
      {test.expect && !test.expect.met ? (
        <span className="badge badge-bad">{T.skills.expectMissed(test.expect.text)}</span>
      ) : null}
      <PinButton pin={skillPin(test.index, allowed)} label={T.expectations.pinSkill(allowed, skill, agentId)} />
      <WhyButton
        target={{ kind: "skill", index: test.index }}
        label={T.why.skillWhy}
        subject={T.skills.whySubject(allowed, skill, agentId)}
      />
    </>
  );
}

/** The data-* answers a script reads from a test's cell (the consistency suite compares them with the engine's). */
export const answerAttributes = (test: SkillTestVM) => ({
  "data-skill": test.skill,
  "data-agent": test.agentId,
  "data-allowed": String(test.allowed),
  "data-skill-index": test.index,
});
