import type { DemoPost } from './demo-post.type.js';

/** Demo articles, part 2: race-day skills, setbacks and recovery. */
export const demoPosts2: DemoPost[] = [
  {
    slug: 'box-breathing-and-other-tools-for-the-start-line',
    title: 'Box Breathing and Other Tools for the Start Line',
    excerpt:
      'Your breath is the one part of your stress response you can steer directly. Three simple breathing patterns to practice in training and use on the start line or pool deck.',
    content: `<h2>The Remote Control You Always Carry</h2>
<p>Most of your stress response happens automatically. You cannot decide to lower your heart rate or stop your palms from sweating. But you can change how you breathe, and slow, controlled breathing sends a strong signal to the rest of your nervous system that you are safe enough to focus.</p>
<p>Swimmers know this better than anyone, because breath and performance are so tightly linked in the water. The same tools help runners, cyclists and triathletes standing in a crowded start pen.</p>
<h2>Three Patterns Worth Learning</h2>
<h3>1. Box Breathing</h3>
<p>Breathe in for four counts, hold for four, out for four, hold for four. Repeat four to six times. The even rhythm is easy to remember under pressure and gives your mind something structured to follow. It works well in the final ten minutes before a start.</p>
<h3>2. The Long Exhale</h3>
<p>Breathe in for four counts and out for six to eight. Longer exhales are especially calming. Use this one if you notice your breathing getting high and fast in your chest, or if you are lying awake the night before a race.</p>
<h3>3. The Physiological Sigh</h3>
<p>Take a full breath in through the nose, then a second short sip of air on top, followed by a long, slow exhale through the mouth. One or two of these can take the edge off a sudden spike of nerves — for example, when the starter calls you to the blocks or the gun is two minutes away.</p>
<h2>Practice Before You Need It</h2>
<p>Breathing techniques work best when they are familiar. Try this plan:</p>
<ul>
<li>Two minutes of box breathing before each swim or key session</li>
<li>Long-exhale breathing for three minutes before bed</li>
<li>A physiological sigh whenever you notice tension during the day</li>
</ul>
<p>After two or three weeks, your body starts to associate these patterns with settling down. On race morning, a few slow breaths will feel like an old friend rather than a new trick.</p>
<p>One caution: if breath-holding makes you lightheaded, skip the holds and simply slow the exhale. The goal is calm, not perfection.</p>`,
    imageUrl: '',
    categories: ['Stress Management', 'Swimming', 'Peak & Race'],
    author: 'Lena Brandt',
    status: 'published',
    publishDate: '2024-10-10',
  },
  {
    slug: 'into-the-dark-patch-pain-tolerance-for-the-long-haul',
    title: 'Into the Dark Patch: Pain Tolerance for the Long Haul',
    excerpt:
      'Every long race has a stretch where everything hurts and nothing makes sense. Here is how ultra runners learn to recognize the dark patch, sit with it and come out the other side.',
    content: `<h2>Naming the Dark Patch</h2>
<p>Ultra runners talk about the dark patch the way sailors talk about storms: not whether it will come, but when. Somewhere in a long race, often after halfway, your mood drops, your legs ache in new places and the finish feels impossibly far away. Thoughts turn bleak. Quitting starts to sound logical.</p>
<p>The first skill is simply recognizing it. "Ah, this is the dark patch." Naming it turns a crisis into an expected stage of the race, and expected things are much easier to handle.</p>
<h2>Discomfort Versus Damage</h2>
<p>Pain tolerance is not about ignoring everything your body says. It is about telling the difference between discomfort and damage. Burning quads, heavy feet and general misery are usually discomfort. Sharp, localized pain that changes your gait, dizziness or confusion are signals to stop and get help. Learn the difference in training, and talk to medical staff at aid stations when unsure.</p>
<h2>Tools for the Middle of the Night</h2>
<ul>
<li><strong>Shrink the horizon:</strong> forget the finish. Run to the next aid station, the next marker, the next bend in the trail.</li>
<li><strong>Check the basics:</strong> many dark patches are really low blood sugar or dehydration. Eat something, drink something, wait fifteen minutes before making decisions.</li>
<li><strong>Change something small:</strong> put on a dry layer, switch your music, walk for two minutes with purpose.</li>
<li><strong>Borrow a mantra:</strong> "This too shall pass" has carried a lot of tired runners.</li>
</ul>
<h3>It Does End</h3>
<p>Almost every experienced ultra runner has a story about feeling done at mile sixty and running strongly at mile eighty. Dark patches are temporary. 🔥 The only way through is through, and you have more in the tank than your tired brain believes.</p>
<h3>Train It</h3>
<p>Back-to-back long runs, late-evening sessions and training in bad weather all give you small doses of the dark patch in a safer setting. Each time you come through one, add it to your confidence bank. On race night, you will have a library of proof that the light comes back.</p>`,
    imageUrl: '',
    categories: ['Confidence', 'Trail & Ultra'],
    author: 'Priya Raman',
    status: 'published',
    publishDate: '2024-11-02',
  },
  {
    slug: 'life-after-a-dnf',
    title: 'Life After a DNF',
    excerpt:
      'Three letters on a results page can feel like a verdict on who you are, but they are not. A compassionate guide to processing a did-not-finish and turning it into your next start.',
    content: `<h2>The Day After</h2>
<p>A did-not-finish can sting more than any slow time. You trained for months, told friends and family, maybe traveled to get there — and then the race ended early. Whether it was injury, heat, a mechanical, or a moment when you simply could not continue, the feelings that follow are often a messy mix of disappointment, embarrassment, relief and second-guessing.</p>
<p>All of that is normal. Give yourself a few days before you try to analyze anything.</p>
<h2>Separate the Result From Your Identity</h2>
<p>A DNF describes what happened in one race on one day. It does not describe who you are as an athlete or a person. Try writing two sentences: "What happened was..." and "What this says about me is..." Then look carefully at the second one. Is it fair? Would you say it to a friend who had the same day?</p>
<h2>A Gentle Debrief</h2>
<p>When you are ready, look back with curiosity rather than blame:</p>
<ol>
<li><strong>What was in my control?</strong> Pacing, fueling, equipment checks, the decision itself.</li>
<li><strong>What was outside my control?</strong> Weather, illness, course conditions, bad luck.</li>
<li><strong>What did I do well?</strong> There is always something, even if it is the courage to start.</li>
<li><strong>What is one thing I will practice differently?</strong></li>
</ol>
<h3>Sometimes Stopping Is the Smart Choice</h3>
<p>Many DNFs are good decisions. Stopping with an injury, heat illness or a safety concern protects your health and your future seasons. Experienced athletes rarely regret a wise DNF; they regret the times they pushed through something that needed attention.</p>
<h2>Fuel for Thought</h2>
<p>Think about the athletes you admire most. Chances are, many of them have DNFs in their history. What made them admirable was not a perfect record, but the fact that they came back. Your next start line is still out there, and you will bring everything this day taught you.</p>`,
    imageUrl: 'self-perception',
    categories: ['Self-Perception', 'Recovery'],
    author: 'Priya Raman',
    status: 'published',
    publishDate: '2024-11-25',
  },
  {
    slug: 'the-injury-comeback-mindset',
    title: 'The Injury Comeback Mindset',
    excerpt:
      'Injury tests the mind as much as the body. How to handle the frustration of time off, stay connected to your sport, and return to running with patience instead of fear.',
    content: `<h2>The Emotional Side of Injury</h2>
<p>When a runner gets injured, most of the attention goes to the physical problem: the scan, the diagnosis, the rehab exercises. The emotional side gets less airtime, yet it is often harder. Athletes describe feeling lost, irritable, left out of their training group and worried that they will never get their fitness back.</p>
<p>Those feelings are not overreactions. For many of us, training is part of our identity, our social life and our main way of handling stress. Losing it, even temporarily, is a real loss.</p>
<h2>Three Phases, Three Mindsets</h2>
<h3>1. Acceptance</h3>
<p>In the first days, allow yourself to be disappointed. Then shift to what you can control: following medical advice, sleeping well, eating enough to heal. 🧠 Treat rehab as your new training plan, with the same commitment you gave to intervals.</p>
<h3>2. Patience</h3>
<p>The middle phase is often the hardest, because you feel better before you are ready. Set process goals for rehab — completing exercises daily, cross-training within limits — and track them. Stay connected to your club by volunteering, cheering or joining the coffee after the long run.</p>
<h3>3. Return</h3>
<p>Coming back, many runners feel nervous about the injured area, noticing every twinge. Some caution is healthy, but fear can change your movement patterns. Use a graded plan agreed with your physio, and celebrate each small milestone: the first pain-free ten minutes, the first week back to normal volume.</p>
<h2>Watch Your Self-Talk</h2>
<p>Listen for phrases like "I'm back to square one" or "I've lost everything." They are rarely accurate. Fitness returns faster than it was first built, and the mental skills you develop during injury — patience, acceptance, adaptability — are exactly the skills that help in long races.</p>
<ul>
<li>Keep a short rehab journal with one win per day</li>
<li>Set a "return to running" goal that is about consistency, not speed</li>
<li>Ask for help if low mood lingers; injury-related depression is common and treatable</li>
</ul>
<p>You are still an athlete during injury. You are simply training a different part of yourself.</p>`,
    imageUrl: 'confidence',
    categories: ['Recovery', 'Confidence', 'Running'],
    author: 'Dr. Callum Reid',
    status: 'published',
    publishDate: '2024-12-18',
  },
  {
    slug: 'an-off-season-reflection-template',
    title: 'An Off-Season Reflection Template',
    excerpt:
      'Before you plan next season, take an honest look at the last one. A simple reflection template to capture lessons, celebrate progress and set the stage for new goals.',
    content: `<h2>Look Back Before You Look Forward</h2>
<p style="font-family: Georgia; font-size: 18px; line-height: 1.8; margin: 0 0 12px; color: #333">The off-season is often spent excitedly planning the next race calendar. That is fun, but skipping reflection means repeating the same mistakes. An hour spent looking back is one of the most valuable sessions of the year.</p>
<p>Find a quiet evening, pour something warm, and work through the questions below. Write your answers down; thinking alone is not the same as reflecting.</p>
<h2>The Template</h2>
<h3>Part 1: The Season in Numbers and Moments</h3>
<ul>
<li>What were my races and results?</li>
<li>What were my three proudest moments, in training or racing?</li>
<li>What was my hardest moment, and how did I respond?</li>
</ul>
<h3>Part 2: The Mental Side</h3>
<ul>
<li>When did I feel most confident? What had happened before that?</li>
<li>When did nerves or doubt get in the way?</li>
<li>Which mental skill did I use most, and which did I neglect?</li>
</ul>
<h3>Part 3: Life and Load</h3>
<ul>
<li>How did training fit with work, family and sleep?</li>
<li>Were there times I should have rested but did not?</li>
<li>Did I still enjoy the sport? If not, when did that change?</li>
</ul>
<h3>Part 4: Lessons and Intentions</h3>
<ul>
<li>Three things I will keep doing</li>
<li>Two things I will change</li>
<li>One question I want to explore next season</li>
</ul>
<p style="font-family: Georgia; font-size: 18px; line-height: 1.8; margin: 0 0 12px; color: #333">Only after completing this template should you open your race calendar. You will find that your goals become wiser: better spaced, better matched to your life, and built on what genuinely worked.</p>
<h2>Share It</h2>
<p>If you work with a coach, send them your reflection. If not, share it with a training partner and ask them to do the same. Hearing another athlete's lessons often sparks insights about your own season that you would never find alone.</p>`,
    imageUrl: 'goal-setting',
    categories: ['Off-Season', 'Goal Setting'],
    author: 'Teo Alvarez',
    status: 'published',
    publishDate: '2025-01-10',
  },
  {
    slug: 'the-patience-of-the-base-phase',
    title: 'The Patience of the Base Phase',
    excerpt:
      'Long, steady, unglamorous miles are where the engine is built. How to stay patient and content during base training when every instinct tells you to go harder.',
    content: `<h2>The Hardest Easy Training</h2>
<p>Base training sounds simple: lots of steady, low-intensity riding or running, week after week. Physically, it usually is simple. Mentally, it can be surprisingly hard. Cyclists watch riding partners hammer past on the weekend group ride. Runners feel slow holding an easy pace. Everyone wonders whether they are getting fitter at all.</p>
<p>They are. The base phase builds the aerobic engine, the durability of tendons and joints, and the habit of showing up. Those gains are quiet, but they are what make later, harder training productive.</p>
<h2>Why Patience Feels So Difficult</h2>
<p>Our brains like visible progress and quick feedback. Easy miles give neither. There is no dramatic personal best after a two-hour zone-two ride, only a gentle tiredness. Without a mental strategy, many athletes drift into riding or running too hard, turning the base phase into a muddle of medium efforts.</p>
<h2>Staying Content With Slow</h2>
<ul>
<li><strong>Redefine success:</strong> a good base session is one where you stayed easy. Give yourself credit for restraint.</li>
<li><strong>Track consistency, not speed:</strong> count weeks completed, hours logged, sessions done as planned.</li>
<li><strong>Add enjoyment:</strong> explore new routes, ride with slower friends, stop for coffee. Base training is the season to enjoy the sport.</li>
<li><strong>Check in monthly:</strong> repeat a simple benchmark, like heart rate at a fixed easy pace, and watch it improve slowly.</li>
</ul>
<h3>The Ego Problem</h3>
<p>When someone passes you on a climb during a base ride, notice the urge to chase. Smile, let them go, and remember that your race is months away. Letting go of these small contests is a stress-management skill in itself; it keeps your training about your goals, not other people's.</p>
<p>Think of the base phase as planting. Nothing visible happens for a while, and then one day in the build phase, you notice that hard sessions suddenly feel manageable. That is the harvest of patience.</p>`,
    imageUrl: '',
    categories: ['Base', 'Stress Management', 'Cycling'],
    author: 'Jess Okafor',
    status: 'published',
    publishDate: '2025-02-02',
  },
  {
    slug: 'taper-anxiety-and-the-phantom-pain-parade',
    title: 'Taper Anxiety and the Phantom Pain Parade',
    excerpt:
      'Less training should feel like relief, yet many triathletes find the taper stressful. Why mysterious aches appear in race week and how to keep your head steady as volume drops.',
    content: `<h2>The Strange Stress of Doing Less</h2>
<p>After months of big weeks, the taper arrives. Volume drops, sessions get shorter, and you finally have time to rest. Many athletes expect to feel wonderful. Instead, they feel sluggish, restless and anxious. Suddenly, a knee that has never complained begins to ache. A throat feels scratchy. Legs feel heavy on the shortest jog.</p>
<p>Coaches call this the phantom pain parade, and it is extremely common, especially before a big triathlon.</p>
<h2>Why It Happens</h2>
<p>Training is also a stress-management tool. When you remove a lot of it, the nervous energy has nowhere to go. At the same time, with less fatigue masking everything, you become much more aware of small sensations that were always there. Add race-day anticipation, and your brain starts scanning for threats.</p>
<h2>Steadying Your Mind</h2>
<ul>
<li><strong>Expect it:</strong> tell yourself at the start of taper week that odd aches and flat legs are normal.</li>
<li><strong>Use a 48-hour rule:</strong> if a niggle is not worse after two days, it is almost always nothing. If it is sharp or worsening, check with a physio.</li>
<li><strong>Redirect the energy:</strong> pack your transition bags, rehearse your race plan, do a visualization session.</li>
<li><strong>Limit research:</strong> avoid forums and late-night searches about symptoms.</li>
<li><strong>Trust the work:</strong> read through your confidence bank. The fitness is built; the taper simply lets it show.</li>
</ul>
<h3>The Race Week Digest</h3>
<p>Here is a short version to stick on the fridge: sleep more, eat normally, move a little every day, check your kit once (not five times), and remember that feeling flat in taper says nothing about how you will feel on race day. Many athletes have their best races after their worst taper weeks.</p>
<p>If your anxiety feels overwhelming or is affecting your sleep for several nights, talk to your coach. Sometimes a short, sharp session with a few efforts at race pace is enough to remind both body and mind what they are capable of.</p>`,
    imageUrl: 'stress-management',
    categories: ['Stress Management', 'Peak & Race', 'Triathlon'],
    author: 'Dr. Callum Reid',
    status: 'published',
    publishDate: '2025-02-25',
  },
  {
    slug: 'designing-a-race-day-routine-you-can-trust',
    title: 'Designing a Race-Day Routine You Can Trust',
    excerpt:
      'A good routine removes hundreds of small decisions from race morning and leaves your mind free to focus. How to design, rehearse and adapt your own, from alarm to start gun.',
    content: `<h2>Why Routines Matter</h2>
<p>Race morning is full of decisions: what to eat, when to leave, which layer to wear, where to warm up. Each one costs a little mental energy and creates a little room for worry. A routine makes those decisions in advance. On the day, you simply follow the plan, and your attention stays on what matters.</p>
<p>For triathletes, with three disciplines and two transitions, this is especially valuable. But runners, cyclists and swimmers benefit just as much.</p>
<h2>Building Your Routine</h2>
<h3>The Night Before</h3>
<ul>
<li>Lay out everything on the floor and check it against a written list</li>
<li>Prepare breakfast and bottles</li>
<li>Do a short visualization, then switch off screens</li>
</ul>
<h3>Race Morning</h3>
<ol>
<li>Wake at a set time with a familiar breakfast you have tested in training</li>
<li>Arrive with a fixed buffer, such as ninety minutes before the start</li>
<li>Set up transition or kit in the same order every time</li>
<li>Warm up with a routine you have practiced before key sessions</li>
<li>Spend the final ten minutes on breathing and one process cue</li>
</ol>
<h2>Rehearse It</h2>
<p>A routine only becomes trustworthy through repetition. Use it before tune-up races and big training days. Notice what feels rushed or unnecessary and adjust. By your main race, the routine should feel so normal that it is almost boring — and boring is exactly what you want on a nervous morning.</p>
<h3>Plan for Disruption</h3>
<p>Things will go wrong: a late bus, a delayed start, rain. Build in "if-then" plans. If the start is delayed, then I will keep warm, sip water and repeat my breathing set. 🔥 When disruptions become part of the plan, they lose most of their power to rattle you.</p>
<p>Write your routine on a single card and keep it in your kit bag. When your mind is buzzing on race morning, you do not need to think. You just need to read the next line.</p>`,
    imageUrl: 'confidence',
    categories: ['Peak & Race', 'Confidence', 'Triathlon'],
    author: 'Teo Alvarez',
    status: 'published',
    publishDate: '2025-03-20',
  },
  {
    slug: 'open-water-panic-a-calm-plan-for-the-swim-start',
    title: 'Open-Water Panic: A Calm Plan for the Swim Start',
    excerpt:
      'Cold water, crowded starts and murky visibility can trigger panic even in strong pool swimmers. A step-by-step plan to prepare for, prevent and recover from swim-start panic.',
    content: `<h2>You Are Not Alone</h2>
<p>Plenty of triathletes who swim confidently in the pool have felt it: a few strokes into an open-water start, the chest tightens, breathing becomes frantic and the urge to grab something — anything — becomes overwhelming. Swim-start panic is one of the most common fears in triathlon, and it has very little to do with swimming ability.</p>
<p>Cold water causes an involuntary gasp response. Wetsuits feel tight around the chest. Other swimmers kick and bump. Visibility is poor. Together, these can trip your body into a stress response before your mind catches up.</p>
<h2>Before the Race</h2>
<ul>
<li><strong>Get used to the water:</strong> practice open-water swims with a group and a safety kayak. Start with short, calm sessions.</li>
<li><strong>Acclimatize:</strong> on race day, get in early if allowed, splash your face and exhale slowly underwater a few times.</li>
<li><strong>Choose your position:</strong> starting at the side or back is a smart, not weak, choice.</li>
</ul>
<h2>If Panic Starts</h2>
<ol>
<li>Stop swimming hard. Roll onto your back or switch to breaststroke.</li>
<li>Focus on the exhale: long, slow breaths out, even humming.</li>
<li>Find a calm point to look at, like a buoy or the shoreline.</li>
<li>Raise a hand if you need a kayak. Resting on one is allowed in most races.</li>
<li>Restart with a few easy strokes, counting breaths until the rhythm returns.</li>
</ol>
<h3>Recovering Your Confidence</h3>
<p>After a panicky swim, it is normal to dread the next one. Debrief gently and plan a few supported, low-pressure swims before your next race. Each calm swim rebuilds trust.</p>
<h3>Read and Watch</h3>
<ul>
<li><a href="https://example.com/swim/open-water-first-steps">Read: first steps in open water</a></li>
<li><a href="https://example.com/swim/exhale-drills">Watch: three exhale drills for calmer swimming</a></li>
<li><a href="https://example.com/swim/race-start-positioning">Read: choosing your start position</a></li>
</ul>
<p>Panic is a response, not a verdict. With practice, the swim can become the calmest part of your day.</p>`,
    imageUrl: 'stress-management',
    categories: ['Stress Management', 'Swimming', 'Triathlon'],
    author: 'Lena Brandt',
    status: 'published',
    publishDate: '2025-04-12',
  },
  {
    slug: 'riding-alone-motivation-for-solo-cyclists',
    title: 'Riding Alone: Motivation for Solo Cyclists',
    excerpt:
      'Long solo rides can be meditative or mind-numbing. Practical ways to stay motivated when there is no group to chase and the only company is your own thoughts and the wind.',
    content: `<h2>The Solo Rider's Challenge</h2>
<p>Group rides come with built-in motivation: conversation, shared effort, a wheel to follow. Alone, it is just you, the road and a lot of hours. Many cyclists train mostly solo because of work schedules or where they live, and keeping motivation high through a four-hour ride in January takes some planning.</p>
<h2>Give Every Ride a Purpose</h2>
<p>A ride without a clear purpose often drifts. Before you clip in, set one small goal:</p>
<ul>
<li>Hold a steady cadence on every climb</li>
<li>Eat something every thirty minutes, on schedule</li>
<li>Ride the last hour at your planned race effort</li>
<li>Practice descending lines on a familiar road</li>
</ul>
<p>Small goals give your brain something to check off and turn a long ride into a series of short tasks.</p>
<h2>Break It Up</h2>
<p>Split the ride into segments: out to the reservoir, the loop around the hills, the café stop, the ride home. Each segment is its own mini-ride. When you finish one, notice it. 🔥 This is the same "shrink the horizon" trick ultra runners use, and it works beautifully on the bike.</p>
<h3>Make It Interesting</h3>
<ul>
<li>Explore a new route once a month</li>
<li>Plan a destination ride to a bakery, a viewpoint or a friend's house</li>
<li>Use the time to practice visualization for an upcoming race</li>
</ul>
<h3>When Motivation Is Missing</h3>
<p>Some days, you will not want to go. Make a deal: ride for twenty minutes, then decide. Most days you will keep going. If you do not, that is information too — perhaps you are more tired than you thought.</p>
<h2>Learning to Enjoy Your Own Company</h2>
<p>Over time, many cyclists come to love solo rides. They become thinking time, a break from screens, a chance to notice the seasons change. The motivation shifts from "I have to train" to "this is my time." That shift does not happen overnight, but it is one of the great gifts of the base phase.</p>`,
    imageUrl: '',
    categories: ['Cycling', 'Goal Setting', 'Base'],
    author: 'Jess Okafor',
    status: 'published',
    publishDate: '2025-05-05',
  },
  {
    slug: 'through-the-night-mental-skills-for-ultra-darkness',
    title: 'Through the Night: Mental Skills for Ultra Darkness',
    excerpt:
      'Running through the night changes everything: the trail narrows to a headlamp beam and your mind gets loud. How to rehearse and manage the night section of a long ultra.',
    content: `<h2>When the World Shrinks to a Headlamp Beam</h2>
<p>There is nothing quite like the night section of a hundred-mile race. The trail becomes a small circle of light. Sounds are louder, distances feel longer, and your body, which has been running since dawn, starts asking very reasonable questions about sleep. Many runners who drop from ultras do so between midnight and sunrise.</p>
<p>The good news is that the night can be rehearsed, both physically and mentally.</p>
<h2>Rehearse the Night in Your Mind</h2>
<p>Visualization is powerful for night running because so much of the experience is sensory and strange. In the weeks before your race, spend a few minutes imagining:</p>
<ul>
<li>The moment you switch on your headlamp and the trail changes</li>
<li>Feeling cold and tired at an aid station, then calmly putting on a layer and eating</li>
<li>A low moment around three in the morning, and the first grey light of dawn afterward</li>
</ul>
<p>See yourself moving steadily through each scene. When you meet these moments in the race, they will feel familiar rather than frightening.</p>
<h2>Practical Skills for the Dark</h2>
<ul>
<li><strong>Train at night:</strong> do some long runs that start in the evening and run past midnight.</li>
<li><strong>Keep eating:</strong> appetite drops at night, and low energy feeds low mood.</li>
<li><strong>Use time, not distance:</strong> focus on "thirty more minutes to the aid station" rather than miles.</li>
<li><strong>Talk to others:</strong> a short chat with another runner can lift your mood for an hour.</li>
</ul>
<h3>The Dawn Effect</h3>
<p>Runners often describe sunrise as almost magical. Energy returns, the world widens, and the finish suddenly feels possible again. Remind yourself of this during the darkest hours: the dawn is coming, and it brings a second wind with it.</p>
<p>Night running asks for patience and trust. Build both in training, rehearse them in your mind, and the night can become your favorite part of the race.</p>`,
    imageUrl: 'visualization-phelps',
    categories: ['Trail & Ultra', 'Visualization', 'Peak & Race'],
    author: 'Priya Raman',
    status: 'published',
    publishDate: '2025-05-28',
  },
  {
    slug: 'sleep-is-a-mental-skill-too',
    title: 'Sleep Is a Mental Skill Too',
    excerpt:
      'Sleep shapes mood, motivation and how hard training feels. Practical habits to protect sleep during heavy training blocks, and how to handle the inevitable restless night before a race.',
    content: `<h2>The Most Underrated Training Tool</h2>
<p>Ask athletes what helps them recover and you will hear about massage, foam rollers and compression socks. Sleep often comes last, yet it does more for recovery than everything else combined. It also does a lot for your mind: poor sleep makes hard efforts feel harder, shortens your temper and makes worries look bigger.</p>
<p>In other words, sleep is not just physical recovery. It is mental preparation.</p>
<h2>Habits That Help</h2>
<ul>
<li><strong>Consistent times:</strong> going to bed and waking at similar times, even on weekends, anchors your body clock.</li>
<li><strong>A wind-down routine:</strong> thirty minutes of low light, no work email and something calming, like reading or stretching.</li>
<li><strong>A worry list:</strong> if your mind races at night, write down tomorrow's tasks before bed so your brain can let them go.</li>
<li><strong>Cool, dark, quiet:</strong> simple changes to your bedroom environment make a real difference.</li>
<li><strong>Watch late caffeine:</strong> that afternoon espresso before a session may be costing you deep sleep.</li>
</ul>
<h2>The Night Before a Race</h2>
<p>Almost everyone sleeps poorly before a big event. The important thing to know is that one bad night rarely affects performance much. The sleep that matters most is the sleep you get in the week before. So bank good nights early in race week, and if you lie awake the night before, rest calmly and remind yourself that you will be fine.</p>
<h3>When Sleep Is Difficult</h3>
<p>Heavy training can actually disturb sleep, especially when combined with life stress or under-fueling. If you are regularly struggling to fall or stay asleep, consider easing training and talk to a doctor. Persistent sleep problems deserve proper attention.</p>
<h2>Fuel for Thought</h2>
<p>For one week, note your sleep hours and rate how your sessions felt. Most athletes are surprised by how clearly the two line up. Once you see the pattern, protecting sleep stops feeling optional and starts feeling like part of the plan.</p>`,
    imageUrl: '',
    categories: ['Recovery', 'Stress Management'],
    author: 'Dr. Maren Holloway',
    status: 'published',
    publishDate: '2025-06-20',
  },
];
