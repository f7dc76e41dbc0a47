import type { DemoPost } from './demo-post.type.js';

/** Demo articles, part 4: identity, race week, recovery and the season's rhythm. */
export const demoPosts4: DemoPost[] = [
  {
    slug: 'your-body-is-not-a-before-photo',
    title: 'Your Body Is Not a Before Photo',
    excerpt:
      'The off-season brings extra rest, extra food and often extra worry about body changes. Why those changes are normal, healthy and part of coming back stronger next season.',
    content: `<h2>The Off-Season Body Panic</h2>
<p>A few weeks into the off-season, many endurance athletes notice their bodies changing. Muscles feel softer, clothes fit differently, and the scale might move up a little. For some, this triggers a wave of anxiety: "I'm losing everything." "I need to get back on a plan." The temptation is to treat your off-season body as a "before" photo, something to fix as quickly as possible.</p>
<p>Please do not. Those changes are not a problem to solve. They are part of how healthy athletes recover.</p>
<h2>Why Your Body Changes</h2>
<p>During a heavy training season, your body is under constant stress. Fluid levels, muscle glycogen and hormone patterns are all shaped by that load. When you rest, your body rebalances. Small changes in weight and shape are normal and, for many athletes, a sign that the body is finally getting the rest and fuel it needs to repair.</p>
<p>Athletes who try to stay at peak-season leanness all year often run into trouble: frequent illness, stalled progress, injuries and, in some cases, the energy deficiency described on our <a href="https://example.org/reds/what-is-reds">RED-S resource page</a>.</p>
<h2>Shifting the Story</h2>
<ul>
<li><strong>Replace "before" with "between":</strong> your off-season body is between seasons, doing important work.</li>
<li><strong>Track how you feel, not how you look:</strong> energy, sleep quality, mood, enthusiasm for training.</li>
<li><strong>Notice what rest is giving you:</strong> fewer niggles, more time with friends, renewed curiosity.</li>
<li><strong>Limit mirror and scale checks:</strong> if they pull you into worry, reduce them.</li>
</ul>
<h2>Fuel for Thought</h2>
<p>Imagine a training partner telling you they felt bad about their body after a well-earned break. What would you say to them? Chances are you would be kind, reassuring and practical. Try offering yourself the same words this week.</p>
<h3>When to Reach Out</h3>
<p>If thoughts about food, weight or shape are taking over your days, or you feel driven to compensate for rest with extra exercise or restriction, talk to a professional. That is not an overreaction; it is looking after yourself.</p>
<p>Your body is not a project waiting to be finished. It is the one that carried you through a whole season — and it will carry you through the next.</p>`,
    imageUrl: 'self-perception',
    categories: ['Self-Perception', 'Off-Season'],
    author: 'Dr. Maren Holloway',
    status: 'published',
    publishDate: '2026-04-15',
  },
  {
    slug: 'race-week-digest-ten-small-decisions-that-protect-your-head',
    title: 'Race Week Digest: Ten Small Decisions That Protect Your Head',
    excerpt:
      'Race week is full of tiny choices that either settle your nerves or stir them up. Ten small, practical decisions that keep your mind steady in the final days before a big race.',
    content: `<h2>The Race Week Digest</h2>
<p>By race week, the physical work is done. What is left is mostly mental: keeping calm, keeping organized and arriving at the start line fresh in body and mind. Here are ten small decisions that make a surprisingly big difference.</p>
<ol>
<li><strong>Decide your race plan on Monday.</strong> Pacing, fueling and key cues written on one page. No more tinkering after that.</li>
<li><strong>Pack early.</strong> Lay everything out three days before. Last-minute packing is a reliable source of panic.</li>
<li><strong>Limit weather checks.</strong> Once a day is plenty. The forecast will not change faster because you refresh it.</li>
<li><strong>Avoid new things.</strong> New shoes, new gels, new breakfast: save them for after the race.</li>
<li><strong>Protect your sleep.</strong> Early nights early in the week matter more than the night before.</li>
<li><strong>Stay off the forums.</strong> Other people's taper panic is contagious.</li>
<li><strong>Visualize daily.</strong> Ten minutes of imagery, including a tough moment and how you handle it.</li>
<li><strong>Read your confidence bank.</strong> Remind yourself of the evidence you have built.</li>
<li><strong>Plan something fun.</strong> A film, a meal with friends, a walk. Your mind needs a break from the race.</li>
<li><strong>Choose your race-morning mantra.</strong> One short phrase to carry to the start.</li>
</ol>
<h3>What Not to Decide</h3>
<p>Just as important are the decisions you refuse to make in race week: changing your goal time because of one flat run, adding a last-minute hard workout to "check" your fitness, or rewriting your whole plan after reading a new article. Race week is for executing, not redesigning.</p>
<h3>For the Last Evening</h3>
<p>Eat a familiar dinner, lay out your kit one final time, and do a short breathing session before bed. If sleep does not come easily, rest quietly and remember that one poor night rarely affects performance.</p>
<p>None of these decisions are dramatic. That is the point. A calm race week is built from small, boring choices that each remove a little uncertainty. Together, they leave you with a clear head on the start line, which is exactly where you want to be.</p>`,
    imageUrl: '',
    categories: ['Peak & Race', 'Stress Management'],
    author: 'Teo Alvarez',
    status: 'published',
    publishDate: '2026-05-08',
  },
  {
    slug: 'recovery-weeks-without-the-guilt',
    title: 'Recovery Weeks Without the Guilt',
    excerpt:
      'Many athletes dread the lighter week in a training cycle, worried they are losing fitness or falling behind. Why recovery weeks make you faster, and how to make peace with them.',
    content: `<h2>The Week Everyone Wants to Skip</h2>
<p>Most training plans build for two or three weeks and then schedule a lighter week. On paper, athletes understand the logic. In practice, many find recovery weeks uncomfortable. The reduced volume feels like slacking. They add a little extra here and there, or skip the recovery week entirely because they "feel fine."</p>
<p>Often, what looks like discipline is actually anxiety: a fear of losing fitness or falling behind others.</p>
<h2>What Recovery Weeks Actually Do</h2>
<p>Training does not make you fitter on its own. It creates fatigue and a signal to adapt. The adaptation happens during recovery, when your body repairs and rebuilds stronger than before. Skip recovery and you pile fatigue on fatigue. Over a build phase, that leads to flat sessions, niggles and sometimes illness or burnout.</p>
<h2>Where the Guilt Comes From</h2>
<p>For many athletes, training volume has become tied to self-worth. A big week feels like proof that you are a "real" athlete; a light week feels like evidence that you are not. Recognizing this link is the first step to loosening it.</p>
<ul>
<li>Notice the thought: "I'm being lazy."</li>
<li>Question it: "Is following my plan lazy, or is it smart?"</li>
<li>Replace it: "This week is when the fitness sinks in."</li>
</ul>
<h3>Make Recovery Active</h3>
<p>Use the spare time for things that support your training in other ways: mobility work, a massage, cooking properly, catching up on sleep, reviewing your journal, or doing a visualization session for an upcoming race. Recovery weeks are productive; they are just productive in a quieter way.</p>
<h3>Trust the Rebound</h3>
<p>Many athletes notice their best sessions come just after a recovery week. Track this in your log. Once you have seen the pattern a few times, the guilt tends to fade, replaced by something much more useful: trust in the process.</p>
<p>Resting well is a skill. Like any skill, it gets easier with practice.</p>`,
    imageUrl: 'self-perception',
    categories: ['Recovery', 'Self-Perception', 'Build'],
    author: 'Lena Brandt',
    status: 'published',
    publishDate: '2026-05-31',
  },
  {
    slug: 'visualization-for-beginners-start-with-ninety-seconds',
    title: 'Visualization for Beginners: Start With Ninety Seconds',
    excerpt:
      'You do not need a quiet room or a long guided session to start using imagery. A ninety-second visualization habit you can build into base training, one easy session at a time.',
    content: `<h2>Small Is Powerful</h2>
<p>Visualization sometimes sounds like something only elite athletes have time for: long guided sessions in quiet rooms, detailed scripts, expert coaching. In reality, the benefits of imagery start with very small doses. Ninety seconds, done regularly, is enough to begin building the skill.</p>
<p>The base phase is the perfect time to start. Training is steady, races are far away, and you can practice without pressure.</p>
<h2>The Ninety-Second Routine</h2>
<p>Try this after an easy session, while you are cooling down or stretching:</p>
<ol>
<li><strong>Fifteen seconds:</strong> close your eyes and take three slow breaths.</li>
<li><strong>Sixty seconds:</strong> replay one moment from the session you just finished, in as much detail as you can. What did you see, hear and feel? How did your body move?</li>
<li><strong>Fifteen seconds:</strong> replay that moment once more, this time imagining it going a little better: smoother, lighter, more relaxed.</li>
</ol>
<p>That is it. Ninety seconds, once a day.</p>
<h2>Why Replay Works</h2>
<p>Starting with recent real experiences makes imagery easier, because the details are fresh. 🧠 Over time, your mind gets better at creating vivid, multi-sensory images, and you can begin to rehearse future events — a race start, a tough climb, an open-water swim — with the same clarity.</p>
<h3>Common Beginner Questions</h3>
<ul>
<li><strong>"I can't see clear pictures."</strong> That is normal. Focus on feelings and sounds instead; vision often improves with practice.</li>
<li><strong>"My mind wanders."</strong> Gently bring it back. Noticing and returning is part of the training.</li>
<li><strong>"Is this actually doing anything?"</strong> Give it four weeks. Most athletes notice they feel more familiar with their movements and calmer in key sessions.</li>
</ul>
<h3>Building Up</h3>
<p>After a month, extend to three minutes and add a short future scene. By the build phase, you will have a habit that supports race-specific imagery, without ever having needed to find a spare half hour.</p>`,
    imageUrl: 'visualization-phelps',
    categories: ['Visualization', 'Base'],
    author: 'Dr. Maren Holloway',
    status: 'published',
    publishDate: '2026-06-23',
  },
  {
    slug: 'fear-on-technical-descents',
    title: 'Fear on Technical Descents',
    excerpt:
      'Steep, rocky downhills can freeze even fit trail runners. How to understand descending fear, build skills gradually and use imagery to run downhill with more confidence and control.',
    content: `<h2>When the Trail Drops Away</h2>
<p>Many trail runners climb well and then lose minutes on the way down. They brake hard, tense up, pick their way carefully between rocks and watch others float past. Often the limiting factor is not leg strength or technique but fear: a very reasonable worry about falling.</p>
<p>Fear on descents is protective. The goal is not to eliminate it, but to bring it to a level where it keeps you alert without freezing you.</p>
<h2>Why Fear Makes Descending Harder</h2>
<p>When you are afraid, your body stiffens. You lean back, take long braking strides and look at your feet. Ironically, this makes falling more likely. Relaxed, quick steps, a slight forward lean and eyes a few meters ahead are safer, but they feel scary until you have practiced them.</p>
<h2>Build Skill Step by Step</h2>
<ul>
<li><strong>Start easy:</strong> practice on short, moderately technical descents where a fall would not be serious.</li>
<li><strong>Repeat the same stretch:</strong> familiarity reduces fear quickly. Run it five or six times in a session.</li>
<li><strong>Follow a confident partner:</strong> watching their line and rhythm gives your brain a template.</li>
<li><strong>Strengthen the basics:</strong> ankle stability and eccentric leg strength make descending feel more secure.</li>
</ul>
<h2>Use Imagery to Rehearse</h2>
<p>Before a run, close your eyes and imagine the descent in detail. See your eyes scanning ahead, feel light feet and loose arms, hear the gravel under your shoes. Picture a small slip and a quick, calm recovery. This mental practice helps your body rehearse relaxation before you need it.</p>
<h3>Cues for the Way Down</h3>
<ul>
<li>"Eyes ahead"</li>
<li>"Quick and light"</li>
<li>"Soft knees"</li>
<li>"Arms wide"</li>
</ul>
<h3>Respect Your Limits</h3>
<p>It is always fine to walk a section that feels beyond you, especially late in a race when tired legs are less reliable. Confidence grows from many small, safe successes, not from forcing yourself past your comfort zone on race day. Over a season, the trail that once terrified you can become one you look forward to.</p>`,
    imageUrl: 'confidence',
    categories: ['Trail & Ultra', 'Confidence', 'Visualization'],
    author: 'Priya Raman',
    status: 'published',
    publishDate: '2026-07-16',
    scheduledInDays: 14,
  },
  {
    slug: 'why-your-watch-should-not-be-your-coach',
    title: 'Why Your Watch Should Not Be Your Coach',
    excerpt:
      'Data is useful, but a wrist full of numbers can quietly take over how you feel about every run. How to use your watch as a tool without letting it decide your mood or your worth.',
    content: `<h2>The Numbers Take Over</h2>
<p>Modern running watches are remarkable. They track pace, heart rate, cadence, sleep, training load and an ever-growing list of scores that claim to measure readiness or recovery. For many runners, these numbers are motivating and genuinely helpful.</p>
<p>But there is a quieter side effect. Over time, it is easy to let the watch decide how you feel about yourself. A low readiness score makes you anxious before you have even laced your shoes. A slow split ruins a run that otherwise felt fine. The data becomes the judge.</p>
<h2>Signs the Watch Is in Charge</h2>
<ul>
<li>You check your pace every few seconds, even on easy runs</li>
<li>A poor recovery score changes your mood for the whole day</li>
<li>You feel a run "didn't count" if the device failed to record it</li>
<li>You extend runs to hit round numbers, even when tired</li>
</ul>
<h2>Reclaiming Your Own Judgment</h2>
<p>One of the most valuable skills an endurance athlete can build is the ability to read their own effort. Perceived exertion, breathing and how your legs feel are information too, and they are often more accurate than a single number on a bad day.</p>
<h3>Try These Experiments</h3>
<ol>
<li><strong>Cover the screen</strong> on easy runs and check the data only afterward.</li>
<li><strong>Guess first:</strong> before looking at your pace or heart rate, guess it. Over weeks, your guesses get better.</li>
<li><strong>Rate the run yourself</strong> in your journal before opening the app.</li>
<li><strong>Take a watch-free week</strong> during a recovery block.</li>
</ol>
<h3>Data as a Servant</h3>
<p>None of this means throwing your watch away. Data is excellent for planning, reviewing trends and keeping easy days easy. The point is to keep it in the role of assistant. You, together with your coach, make the decisions.</p>
<p>Your worth as a runner is not measured in splits. The watch can tell you how fast you went. Only you can tell what the run meant.</p>`,
    imageUrl: '',
    categories: ['Self-Perception', 'Running', 'Build'],
    author: 'Jess Okafor',
    status: 'draft',
    publishDate: '2026-08-08',
  },
  {
    slug: 'off-season-curiosity-trying-something-new',
    title: 'Off-Season Curiosity: Trying Something New',
    excerpt:
      'The off-season is the perfect time to step outside your usual sport. Why trying something new refreshes motivation, eases stress and can make you a more adaptable endurance athlete.',
    content: `<h2>Give Your Routine a Rest</h2>
<p>After months of structured training, the same routes, pools and workouts can start to feel stale. The off-season offers a rare chance to step away without guilt. Rather than simply resting or jumping straight into next year's plan, consider using some of that time to try something completely new.</p>
<h2>Why Novelty Helps</h2>
<p>New activities engage your mind in a different way. You become a beginner again, which lowers the pressure to perform and brings back the playful curiosity that may have drawn you to endurance sport in the first place. There are no splits to compare, no personal bests to chase. That freedom is a gentle form of stress relief.</p>
<p>Trying something new also builds adaptability. Learning a skill from scratch teaches patience, tolerance for awkwardness and a willingness to make mistakes, all of which help when races do not go to plan.</p>
<h2>Ideas to Explore</h2>
<ul>
<li>Rock climbing or bouldering for focus and problem-solving</li>
<li>Cross-country skiing or snowshoeing for winter aerobic work</li>
<li>Yoga or pilates for mobility and body awareness</li>
<li>Dance classes for rhythm, coordination and pure fun</li>
<li>Orienteering, which blends running with navigation</li>
<li>A team sport, simply to play again</li>
</ul>
<h3>The Off-Season Digest</h3>
<p>Keep it simple. Pick one new activity, try it three times over a month, and notice how you feel before and after each session. Write a line in your journal about what surprised you. You are not training for anything; you are exploring.</p>
<h3>Bringing It Back</h3>
<p>Many athletes return to their main sport with new perspective. A climber learns to breathe through discomfort. A dancer finds new rhythm in their stride. A team-sport player rediscovers the joy of moving with others. These lessons carry into the base phase and beyond.</p>
<p>Let this off-season be a season of curiosity. The structure will return soon enough, and you will greet it with fresh energy.</p>`,
    imageUrl: 'mixed-plate',
    categories: ['Off-Season', 'Stress Management'],
    author: 'Lena Brandt',
    status: 'published',
    publishDate: '2026-08-31',
  },
  {
    slug: 'the-mixed-plate-balancing-the-five-fuel-groups',
    title: 'The Mixed Plate: Balancing the Five Fuel Groups',
    excerpt:
      'Most athletes lean heavily on one or two mental skills and neglect the rest. How to audit your own mental plate and build a more balanced diet of goal setting, imagery and more.',
    content: `<h2>Why Balance Matters</h2>
<p style="font-family: Georgia; font-size: 18px; line-height: 1.8; margin: 0 0 12px; color: #333">Nutrition experts talk about a balanced plate: a mix of food groups that together support health and performance. Mental fitness works the same way. Each of our five fuel groups — Goal Setting, Visualization, Self-Perception, Confidence and Stress Management — does a different job. Relying on just one is like living on pasta.</p>
<p>Most athletes have favorites. Some love goal setting and spreadsheets but never practice imagery. Others are skilled at managing race-day stress but rarely examine how they see themselves as athletes. The gaps usually show up at the worst possible moment.</p>
<h2>Audit Your Plate</h2>
<p>Rate yourself from one to five on each fuel group:</p>
<ul>
<li><strong>Goal Setting:</strong> Do I have clear season, monthly and weekly goals, including process goals?</li>
<li><strong>Visualization:</strong> Do I regularly rehearse key moments, including the hard parts?</li>
<li><strong>Self-Perception:</strong> Do I see myself and my body in a fair, kind way?</li>
<li><strong>Confidence:</strong> Do I collect and review evidence of my readiness?</li>
<li><strong>Stress Management:</strong> Do I have reliable tools for nerves, life stress and recovery?</li>
</ul>
<p>Your lowest two scores are your focus for the next training block.</p>
<h2>Building a Balanced Week</h2>
<p style="font-family: Georgia; font-size: 18px; line-height: 1.8; margin: 0 0 12px; color: #333">You do not need hours. A balanced mental week might include one goal check-in on Sunday, two short visualization sessions, a daily line in your journal, a confidence-bank entry after your key workout, and a few minutes of breathing before bed.</p>
<h3>How the Groups Support Each Other</h3>
<p>The fuel groups overlap. Good goals create evidence for your confidence bank. Visualization reduces race-day stress. Healthy self-perception makes it easier to set goals based on what you want rather than what you think you should look like. Work on one, and the others often improve too.</p>
<p style="font-family: Georgia; font-size: 18px; line-height: 1.8; margin: 0 0 12px; color: #333">Revisit your audit every few months. As your season changes, your plate will need different proportions. Off-season might lean toward reflection and self-perception; race season toward visualization and stress management. Balance is not a fixed recipe, but an ongoing habit of paying attention.</p>`,
    imageUrl: 'mixed-plate',
    categories: ['Confidence', 'Goal Setting', 'Self-Perception'],
    author: 'Dr. Callum Reid',
    status: 'published',
    publishDate: '2026-09-23',
  },
  {
    slug: 'racing-your-own-race-in-a-crowded-field',
    title: 'Racing Your Own Race in a Crowded Field',
    excerpt:
      'Big-city marathons and mass-start events pull you into other people\'s pace. How to stay anchored to your own plan, your own effort and your own sense of who you are as a runner.',
    content: `<h2>The Pull of the Crowd</h2>
<p>There is an incredible energy at the start of a big race. Thousands of runners, music, spectators, the surge as the gun goes off. That energy can lift you, but it can also pull you straight out of your plan. Many runners cover the first few miles far faster than intended, carried by the crowd, and pay for it later.</p>
<p>Racing your own race is as much about self-perception as pacing. It means trusting that your plan, built for your body and your training, is the right one — even when hundreds of people are running past you.</p>
<h2>Before the Start</h2>
<ul>
<li><strong>Know your numbers and your feelings:</strong> have a target pace, but also a sense of how the right effort feels.</li>
<li><strong>Pick your corral honestly:</strong> starting too far forward guarantees being pulled along.</li>
<li><strong>Set a first-mile rule:</strong> for example, "no faster than goal pace, even if it feels slow."</li>
</ul>
<h2>In the Race</h2>
<p>When other runners surge, notice the urge to go with them and name it: "That's their race." Return your attention to your breathing, your form cue and your own effort. Use landmarks and mile markers as personal checkpoints, not as a chance to compare with the runner beside you.</p>
<h3>The Middle Miles</h3>
<p>As the field thins, you may find yourself passing people who went out too fast. Enjoy it quietly, but do not let it speed you up unnecessarily. Stay with your plan until the final stretch.</p>
<h3>Identity on Race Day</h3>
<p>It helps to know what kind of runner you are. Perhaps you are a steady starter and a strong finisher. Perhaps you race best when relaxed and chatty early on. Remind yourself of this identity at the start: "I'm a patient runner. I finish well." It gives you something solid to hold when the crowd pulls.</p>
<p>Crowds make races special. Enjoy the noise, high-five the kids, soak it in. Just keep one part of your mind anchored to your own plan, and you will be the one moving forward when others fade.</p>`,
    imageUrl: 'self-perception',
    categories: ['Peak & Race', 'Self-Perception', 'Running'],
    author: 'Priya Raman',
    status: 'published',
    publishDate: '2026-10-16',
  },
  {
    slug: 'post-race-blues-and-how-to-land-softly',
    title: 'Post-Race Blues and How to Land Softly',
    excerpt:
      'After months of focus, the days following a big race can feel strangely flat. Why post-race blues happen, especially after ultras, and how to plan a gentle landing for body and mind.',
    content: `<h2>The Empty Feeling</h2>
<p>You crossed the line. Maybe it went brilliantly, maybe it did not, but either way it is over. A few days later, an unexpected heaviness settles in. You feel restless, a little low, unsure what to do with your evenings. Friends congratulate you and you wonder why you do not feel happier.</p>
<p>Post-race blues are very common, especially after long events like ultras or full-distance triathlons that took months of preparation. Knowing they are normal is already half the remedy.</p>
<h2>Why It Happens</h2>
<ul>
<li><strong>Loss of purpose:</strong> a clear goal gave structure and meaning to each day.</li>
<li><strong>Physical depletion:</strong> long races leave the body tired, inflamed and short on sleep.</li>
<li><strong>Loss of routine:</strong> training was also your stress relief and social life.</li>
<li><strong>Anticlimax:</strong> the race could never fully match months of anticipation.</li>
</ul>
<h2>Planning a Soft Landing</h2>
<h3>Before the Race</h3>
<p>Plan the two weeks after your race in advance. Book a dinner with friends, a short trip, a day out with family. Having something to look forward to prevents the sudden void.</p>
<h3>After the Race</h3>
<ol>
<li><strong>Rest properly:</strong> walks and gentle movement are fine, but resist structured training for a while.</li>
<li><strong>Eat well and sleep:</strong> your body has work to do.</li>
<li><strong>Reflect, then celebrate:</strong> write down what you learned and what you are proud of.</li>
<li><strong>Reconnect:</strong> spend time with the people who supported you.</li>
<li><strong>Wait to sign up:</strong> give yourself at least two weeks before choosing the next race.</li>
</ol>
<h3>When to Seek Support</h3>
<p>If low mood lasts more than a few weeks, affects your sleep or appetite, or comes with feelings of hopelessness, please speak with a doctor or mental health professional. Post-race blues should lift; if they do not, that deserves care.</p>
<p>The end of a race is also the beginning of recovery, reflection and whatever comes next. Land softly, and the next adventure will find you when you are ready.</p>`,
    imageUrl: '',
    categories: ['Recovery', 'Stress Management', 'Trail & Ultra'],
    author: 'Dr. Maren Holloway',
    status: 'draft',
    publishDate: '2026-11-08',
  },
];
